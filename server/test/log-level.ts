import { setLogLevel } from '#server/lib/logger';

// Tests show warnings and errors only; a test that reads the logs sets its own level.
setLogLevel('warn');

// Recomputes the audit chain (see audit-verify-command.ts):
//   npm run audit:verify
import { auditVerifyCommand } from './audit-verify-command';
import { runCommand } from './run-command';

runCommand(auditVerifyCommand, 2);

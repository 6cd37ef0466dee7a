// One JSON line per event on stdout/stderr, which every log collector reads.
import { currentRequestId } from '#server/core/request-scope';

type Fields = Record<string, unknown>;
export const logLevels = ['debug', 'info', 'warn', 'error'] as const;
type Level = (typeof logLevels)[number];

const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };
let threshold = order.info;

/** Set from the checked configuration (LOG_LEVEL in env.ts); until then, info and above. */
export function setLogLevel(level: Level): void {
  threshold = order[level];
}

function write(level: Level, message: string, fields?: Fields) {
  if (order[level] < threshold) return;
  const requestId = currentRequestId();
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    message,
    ...(requestId && { requestId }),
    ...fields,
  });
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(`${line}\n`);
}

export const logger = {
  debug: (message: string, fields?: Fields) => write('debug', message, fields),
  info: (message: string, fields?: Fields) => write('info', message, fields),
  warn: (message: string, fields?: Fields) => write('warn', message, fields),
  error: (message: string, fields?: Fields) => write('error', message, fields),
};

/**
 * The message, with its cause's: a failed query says why it failed (e.g. ECONNREFUSED).
 * A failed query's parameters are dropped: they are what people typed, and logs are no place for it.
 */
export function errorMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const message = error.message.replace(/\nparams: [\s\S]*$/, '');
  return error.cause === undefined ? message : `${message} (${errorMessage(error.cause)})`;
}

/** Where an error happened, without its message (which errorMessage gives, cleaned). */
export function stackFrames(error: unknown): string | undefined {
  if (!(error instanceof Error) || !error.stack) return undefined;
  return error.stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

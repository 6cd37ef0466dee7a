import { errorMessage, logger } from '../lib/logger';

type Level = 'debug' | 'info' | 'warn' | 'error';

/**
 * What the auth library says, as the portal's own one-line JSON. Its details can hold a failed
 * query's parameters, which are what people typed: errors keep only their cleaned message, and
 * other values only their kind.
 */
export function authLog(level: Level, message: string, ...args: unknown[]): void {
  const details = args.map((arg) =>
    arg instanceof Error
      ? errorMessage(arg)
      : typeof arg === 'number' || typeof arg === 'boolean'
        ? arg
        : typeof arg,
  );
  logger[level](`auth: ${errorMessage(message)}`, details.length ? { details } : undefined);
}

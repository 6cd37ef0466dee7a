/** The toast text when an error carries no message of its own (spec 01 §8 "Error boundary"). */
export const FALLBACK_ERROR_TEXT = 'Something went wrong. Please try again.';

/** An error's own message, whatever was thrown; null when it has none. */
export function describeError(error: unknown): string | null {
  if (typeof error === 'string') return error.trim() || null;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message.trim();
  }
  return null;
}

/** The one way to word an error for a person: its own message, else the fallback given. */
export function errorText(error: unknown, fallback: string = FALLBACK_ERROR_TEXT): string {
  return describeError(error) ?? fallback;
}

type ErrorEventTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Unhandled promise rejections and uncaught errors are only logged (spec 01 §8): no page or
 * toast, since they come from work the visitor did not ask for and may not notice. The
 * browser's own report is replaced by one console.error. Returns a function that stops it.
 */
export function logUncaughtErrors(
  target: ErrorEventTarget,
  log: (...args: unknown[]) => void = console.error,
): () => void {
  function onRejection(event: Event) {
    event.preventDefault();
    log('Unhandled promise rejection:', (event as PromiseRejectionEvent).reason);
  }
  function onError(event: Event) {
    event.preventDefault();
    const { error, message } = event as ErrorEvent;
    log('Uncaught error:', error ?? message);
  }
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('error', onError);
  return () => {
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('error', onError);
  };
}

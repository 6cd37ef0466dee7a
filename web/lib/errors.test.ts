import { describe, expect, it, vi } from 'vitest';
import { describeError, errorText, FALLBACK_ERROR_TEXT, logUncaughtErrors } from './errors';

describe('describeError', () => {
  it("gives an error's own message", () => {
    expect(describeError(new TypeError('Failed to fetch dynamically imported module'))).toBe(
      'Failed to fetch dynamically imported module',
    );
    expect(describeError({ message: ' from an object ' })).toBe('from an object');
    expect(describeError('thrown text')).toBe('thrown text');
  });

  it('gives null when there is no message to show', () => {
    expect(describeError(new Error(''))).toBeNull();
    expect(describeError(undefined)).toBeNull();
    expect(describeError(42)).toBeNull();
    expect(describeError({ message: 42 })).toBeNull();
  });
});

describe('errorText', () => {
  it("uses the error's message, or the spec's fallback", () => {
    expect(errorText(new Error('Boom'))).toBe('Boom');
    expect(errorText(null)).toBe(FALLBACK_ERROR_TEXT);
    expect(FALLBACK_ERROR_TEXT).toBe('Something went wrong. Please try again.');
  });
});

describe('logUncaughtErrors', () => {
  function fire(target: EventTarget, type: string, fields: Record<string, unknown>) {
    const event = new Event(type, { cancelable: true });
    Object.assign(event, fields);
    target.dispatchEvent(event);
    return event;
  }

  it('logs rejections and uncaught errors once each, instead of the browser', () => {
    const target = new EventTarget();
    const log = vi.fn();
    const stop = logUncaughtErrors(target, log);
    const reason = new Error('no answer');
    const rejection = fire(target, 'unhandledrejection', { reason });
    const error = new Error('bad render');
    const uncaught = fire(target, 'error', { error, message: 'Uncaught Error: bad render' });

    expect(log).toHaveBeenNthCalledWith(1, 'Unhandled promise rejection:', reason);
    expect(log).toHaveBeenNthCalledWith(2, 'Uncaught error:', error);
    expect(rejection.defaultPrevented && uncaught.defaultPrevented).toBe(true);

    stop();
    fire(target, 'error', { message: 'after stop' });
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('logs the message of an error event without an error object', () => {
    const target = new EventTarget();
    const log = vi.fn();
    logUncaughtErrors(target, log);
    fire(target, 'error', { error: null, message: 'Script error.' });
    expect(log).toHaveBeenCalledWith('Uncaught error:', 'Script error.');
  });
});

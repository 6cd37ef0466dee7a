import { isApiRequestError, withReference } from './api';

/**
 * A call whose failure is rethrown in the words its form shows: `mutationFn: failingAs(signUp,
 * signUpFailure)`. The mapper receives whatever was thrown and returns what to throw instead.
 * A server fault's reference (its request id) stays with the words, for support.
 */
export function failingAs<A, R>(
  run: (input: A) => Promise<R>,
  failure: (error: unknown) => unknown,
): (input: A) => Promise<R> {
  return async (input) => {
    try {
      return await run(input);
    } catch (error) {
      const replacement = failure(error);
      if (
        replacement instanceof Error &&
        isApiRequestError(error) &&
        error.requestId &&
        !replacement.message.includes(error.requestId)
      )
        replacement.message = withReference(replacement.message, error.status, error.requestId);
      throw replacement;
    }
  };
}

/**
 * A call whose failure is rethrown in the words its form shows: `mutationFn: failingAs(signUp,
 * signUpFailure)`. The mapper receives whatever was thrown and returns what to throw instead.
 */
export function failingAs<A, R>(
  run: (input: A) => Promise<R>,
  failure: (error: unknown) => unknown,
): (input: A) => Promise<R> {
  return async (input) => {
    try {
      return await run(input);
    } catch (error) {
      throw failure(error);
    }
  };
}

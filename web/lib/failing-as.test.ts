import { expect, it } from 'vitest';
import { ApiRequestError } from './api';
import { failingAs } from './failing-as';

it('passes an answer through and rethrows a failure as the mapper words it', async () => {
  const double = failingAs(
    async (n: number) => {
      if (n < 0) throw new Error('negative');
      return n * 2;
    },
    (error) => new Error(`Refused: ${(error as Error).message}`),
  );
  await expect(double(2)).resolves.toBe(4);
  await expect(double(-1)).rejects.toThrow('Refused: negative');
});

it("keeps a server fault's reference with the words the form shows, and no other's", async () => {
  const words = () =>
    new Error('There was a problem sending your message. Please try again later.');
  const fault = failingAs(async () => {
    throw new ApiRequestError(
      500,
      'internal_error',
      'An unexpected error occurred.',
      null,
      null,
      'req-12345678',
    );
  }, words);
  await expect(fault(undefined)).rejects.toThrow(
    'There was a problem sending your message. Please try again later. Reference: req-12345678',
  );
  const busy = failingAs(async () => {
    throw new ApiRequestError(503, 'database_unavailable', 'Busy.', 5, null, 'req-12345678');
  }, words);
  await expect(busy(undefined)).rejects.toThrow(
    /^There was a problem sending your message\. Please try again later\.$/,
  );
});

import { expect, it } from 'vitest';
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

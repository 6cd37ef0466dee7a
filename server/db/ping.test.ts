import { describe, expect, it } from 'vitest';
import { gatheringTheTurn, pinger } from './ping';

/** A database the test answers by hand: each `select 1` it is sent waits for `answer()`. */
function heldDatabase() {
  const waiting: { resolve(): void; reject(error: Error): void }[] = [];
  return {
    sent: () => waiting.length,
    selectOne: () =>
      new Promise<void>((resolve, reject) => {
        waiting.push({ resolve, reject });
      }),
    answer: () => waiting.at(-1)!.resolve(),
    fail: () => waiting.at(-1)!.reject(new Error('connection refused')),
  };
}

describe('the database check', () => {
  it('answers every check that arrives while one is under way with that one round trip', async () => {
    const database = heldDatabase();
    const ping = pinger(database.selectOne);
    const checks = Array.from({ length: 20 }, () => ping());
    expect(database.sent()).toBe(1);
    database.answer();
    await expect(Promise.all(checks)).resolves.toHaveLength(20);

    // Once answered, the next check asks the database again.
    const next = ping();
    expect(database.sent()).toBe(2);
    database.fail();
    await expect(next).rejects.toThrow('connection refused');
    const after = ping();
    expect(database.sent()).toBe(3);
    database.answer();
    await expect(after).resolves.toBeUndefined();
  });

  it('fails every waiting check when the database does not answer in time', async () => {
    const database = heldDatabase();
    const ping = pinger(database.selectOne, 10);
    const checks = [ping(), ping(), ping()];
    for (const check of checks) await expect(check).rejects.toThrow('Connection check timed out');
    expect(database.sent()).toBe(1);
    const again = ping();
    expect(database.sent()).toBe(2);
    database.answer();
    await expect(again).resolves.toBeUndefined();
  });

  it('gathers the checks read in one turn into one question to a database that answers at once', async () => {
    // As a server reads them: each check in a callback of its own, all in the same turn.
    const checksReadInOneTurn = (ping: () => Promise<unknown>) =>
      Promise.all(
        Array.from({ length: 20 }, () => new Promise((read) => setImmediate(() => read(ping())))),
      );
    let asked = 0;
    const answersAtOnce = async () => {
      asked += 1;
    };

    await checksReadInOneTurn(pinger(answersAtOnce));
    expect(asked).toBe(20);

    asked = 0;
    const ping = pinger(gatheringTheTurn(answersAtOnce));
    await checksReadInOneTurn(ping);
    expect(asked).toBe(1);
    // A check in a later turn asks again.
    await ping();
    expect(asked).toBe(2);
  });
});

/**
 * Whether the database answers, asked straight of the driver: a health check needs none of the
 * query builder's work. Checks that arrive while one is under way share its answer, so a burst
 * of them (balancers, every open page's connection indicator) costs the database one round
 * trip; the answer each gets still came from the database after that check arrived.
 */
export function pinger(selectOne: () => Promise<unknown>, timeoutMs = 2_000): () => Promise<void> {
  let underWay: Promise<void> | null = null;
  async function ask() {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Connection check timed out')), timeoutMs);
    });
    try {
      await Promise.race([selectOne(), timeout]);
    } finally {
      clearTimeout(timer);
      underWay = null;
    }
  }
  return () => (underWay ??= ask());
}

/**
 * For the embedded database, which answers within the turn of the event loop that asks: no
 * check would ever find another under way to share. The question waits until the requests read
 * in this turn have been handled (setImmediate), so the checks among them share it.
 */
export const gatheringTheTurn =
  (selectOne: () => Promise<unknown>): (() => Promise<unknown>) =>
  () =>
    new Promise(setImmediate).then(selectOne);

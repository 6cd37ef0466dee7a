import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * AUTH_SECRET, or one generated on first start and kept in DATA_DIR so sessions
 * survive restarts. Several instances must share one secret: set AUTH_SECRET then.
 */
export async function resolveAuthSecret(
  given: string | undefined,
  dataDir: string,
): Promise<string> {
  if (given) return given;
  const file = path.resolve(dataDir, 'auth-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

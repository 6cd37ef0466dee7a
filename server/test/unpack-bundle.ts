import { execFile } from 'node:child_process';
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';

export const run = promisify(execFile);

/**
 * Downloads an evidence bundle (or another archive whose folder starts with `folder`) and unpacks
 * it with `unzip` under `work`, as its reader would; answers its folder.
 */
export async function unpackBundle(response: Response, work: string, folder = 'evidence-') {
  expect(response.status).toBe(200);
  const dir = await mkdtemp(path.join(work, 'bundle-'));
  const zip = path.join(dir, 'evidence.zip');
  await writeFile(zip, new Uint8Array(await response.arrayBuffer()));
  await run('unzip', ['-q', zip, '-d', dir]);
  const [unpacked] = (await readdir(dir)).filter((name) => name.startsWith(folder));
  return path.join(dir, unpacked!);
}

import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import { assertValidKey, type Storage } from './storage';

/**
 * Files under DATA_DIR/files. Each file is written beside its final name and renamed into
 * place, so a crash never leaves half a file under a real key; its type sits in a sidecar.
 */
export function createLocalStorage(dataDir: string): Storage {
  const root = path.resolve(dataDir, 'files');
  const fileOf = (key: string) => {
    assertValidKey(key);
    return path.join(root, key);
  };

  return {
    async put(key, body, { contentType }) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.partial`;
      try {
        if (body instanceof Readable) await pipeline(body, createWriteStream(temporary));
        else await writeFile(temporary, body);
        await writeFile(`${file}.type`, contentType);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const { size } = await stat(file);
        const contentType = await readFile(`${file}.type`, 'utf8').catch(
          () => 'application/octet-stream',
        );
        return { body: createReadStream(file), size, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(`${file}.type`, { force: true });
    },
  };
}

import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, type Storage } from './storage';

const TEMPORARY = '.partial';
// Files stored before their types were left to their callers each had one in a sidecar.
const LEGACY_TYPE = '.type';

/** The promise's value, or `missing` when the file it reads is not there; other failures are thrown. */
const unlessMissing = <T, M>(promise: Promise<T>, missing: M): Promise<T | M> =>
  promise.catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return missing;
    throw error;
  });

/**
 * Files under DATA_DIR/files. Each file is written beside its final name and renamed into
 * place, so a crash never leaves half a file under a real key; the temporary file it may leave
 * instead is removed by removeStaleTemporaryFiles.
 */
export function createLocalStorage(dataDir: string): Storage {
  const root = path.resolve(dataDir, 'files');
  const fileOf = (key: string) => {
    assertValidKey(key);
    return path.join(root, key);
  };

  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}${TEMPORARY}`;
      try {
        if (body instanceof Readable) await pipeline(body, createWriteStream(temporary));
        else await writeFile(temporary, body);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = fileOf(key);
      const found = await unlessMissing(stat(file), null);
      return found && { body: createReadStream(file), size: found.size };
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
    },
    async removeStaleTemporaryFiles(olderThan) {
      const entries = await unlessMissing(
        readdir(root, { recursive: true, withFileTypes: true }),
        [],
      );
      let removed = 0;
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        if (!entry.name.endsWith(TEMPORARY) && !entry.name.endsWith(LEGACY_TYPE)) continue;
        const modified = (await unlessMissing(stat(file), null))?.mtime;
        if (!modified || modified >= olderThan) continue;
        await rm(file, { force: true });
        removed++;
      }
      return removed;
    },
    async *keysOlderThan(prefix, olderThan) {
      const folder = path.join(root, prefix);
      const entries = await unlessMissing(
        readdir(folder, { recursive: true, withFileTypes: true }),
        [],
      );
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.endsWith(TEMPORARY) || entry.name.endsWith(LEGACY_TYPE))
          continue;
        const file = path.join(entry.parentPath, entry.name);
        const modified = (await unlessMissing(stat(file), null))?.mtime;
        if (modified && modified < olderThan)
          yield path.relative(root, file).split(path.sep).join('/');
      }
    },
    async reachable() {
      // A new DATA_DIR has no files folder until the first file: making it is the check.
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
  };
}

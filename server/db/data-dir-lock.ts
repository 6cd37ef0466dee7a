import { readFileSync, rmSync, writeFileSync } from 'node:fs';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    // A killed process not yet reaped by its parent still answers signals; it holds nothing.
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

/**
 * The embedded database is one process's alone. A lock left by a process that was killed
 * is taken over (the database then recovers from its own log); a live owner stops start-up.
 */
export function lockDataDir(directory: string): () => void {
  // Beside the directory, not in it: the database owns its directory's contents.
  const file = `${directory}.pid`;
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(readFileSync(file, 'utf8'));
    if (owner && owner !== process.pid && isRunning(owner)) {
      throw new Error(
        `The embedded database in ${directory} is in use by process ${owner}. ` +
          'Stop it, or set DATABASE_URL to share a PostgreSQL server between instances.',
        { cause: error },
      );
    }
    writeFileSync(file, String(process.pid));
  }
  return () => rmSync(file, { force: true });
}

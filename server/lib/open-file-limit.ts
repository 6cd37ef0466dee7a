import { readFileSync } from 'node:fs';

/**
 * The soft limit on open files of this process, from Linux's `/proc/self/limits`; null where
 * that file does not exist (another system) or says "unlimited".
 */
export function openFileLimit(
  read = () => readFileSync('/proc/self/limits', 'utf8'),
): number | null {
  let limits: string;
  try {
    limits = read();
  } catch {
    return null;
  }
  const soft = /^Max open files\s+(\d+)\s/m.exec(limits)?.[1];
  return soft ? Number(soft) : null;
}

import { afterEach, expect, it, vi } from 'vitest';
import { logger, setLogLevel } from './logger';

afterEach(() => {
  setLogLevel('warn');
  vi.restoreAllMocks();
});

function captured() {
  const lines: string[] = [];
  const keep = (chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(keep);
  vi.spyOn(process.stderr, 'write').mockImplementation(keep);
  return lines;
}

it('writes what the configured level lets through, one JSON line each', () => {
  const lines = captured();
  setLogLevel('warn');
  logger.info('hidden');
  logger.warn('shown', { count: 1 });
  setLogLevel('debug');
  logger.debug('now shown');
  expect(lines.map((line) => JSON.parse(line))).toMatchObject([
    { level: 'warn', message: 'shown', count: 1 },
    { level: 'debug', message: 'now shown' },
  ]);
});

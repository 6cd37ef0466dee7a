import { describe, expect, it } from 'vitest';
import { openFileLimit } from './open-file-limit';

const limits = (
  openFiles: string,
) => `Limit                     Soft Limit           Hard Limit           Units
Max cpu time              unlimited            unlimited            seconds
Max open files            ${openFiles}            files
Max locked memory         8388608              8388608              bytes
`;

describe('the open-file limit', () => {
  it('is the soft limit of /proc/self/limits', () => {
    expect(openFileLimit(() => limits('1024                 1048576'))).toBe(1024);
  });

  it('is unknown when unlimited, unreadable or absent', () => {
    expect(openFileLimit(() => limits('unlimited            unlimited'))).toBeNull();
    expect(openFileLimit(() => 'Limit Soft Limit Hard Limit Units\n')).toBeNull();
    expect(
      openFileLimit(() => {
        throw new Error('ENOENT');
      }),
    ).toBeNull();
  });
});

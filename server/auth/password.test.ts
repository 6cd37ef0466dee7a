import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('uses argon2id with 19 MiB of memory and 2 iterations', async () => {
    expect(await hashPassword('Correct-Horse-1')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('verifies the right password and refuses others', async () => {
    const hash = await hashPassword('Correct-Horse-1');
    expect(await verifyPassword({ hash, password: 'Correct-Horse-1' })).toBe(true);
    expect(await verifyPassword({ hash, password: 'correct-horse-1' })).toBe(false);
    expect(await verifyPassword({ hash: 'not-a-hash', password: 'Correct-Horse-1' })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { company } from '#common/company';
import { backupCodesFile } from './backup-codes-file';

describe('backup codes file', () => {
  it('names the portal and the account, with one code per line', () => {
    const file = backupCodesFile(['aaaaa-bbbbb', 'ccccc-ddddd'], 'ada@example.com');
    expect(file.filename).toMatch(/^[a-z0-9-]+-backup-codes\.txt$/);
    expect(file.text.split('\n')).toEqual([
      `${company.name} backup codes for ada@example.com`,
      'Each code signs you in once when you cannot use your authenticator app.',
      '',
      'aaaaa-bbbbb',
      'ccccc-ddddd',
      '',
    ]);
  });
});

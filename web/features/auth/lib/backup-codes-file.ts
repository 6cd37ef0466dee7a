import { company } from '#common/company';

/** The backup codes as a text file to keep: who they are for, how they work, one per line. */
export function backupCodesFile(codes: string[], account: string | null | undefined) {
  const slug = company.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const lines = [
    `${company.name} backup codes${account ? ` for ${account}` : ''}`,
    'Each code signs you in once when you cannot use your authenticator app.',
    '',
    ...codes,
    '',
  ];
  return { filename: `${slug}-backup-codes.txt`, text: lines.join('\n') };
}

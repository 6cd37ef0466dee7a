import { useMutation } from '@tanstack/react-query';
import { generateBackupCodesContract } from '#common/contracts/auth';
import { callApi } from '#web/lib/api';

/** Replaces every backup code for the password; the new ones are shown once. */
export async function regenerateBackupCodes(password: string): Promise<string[]> {
  const answer = await callApi(generateBackupCodesContract, { body: { password } });
  return answer.backupCodes;
}

export function useRegenerateBackupCodes() {
  return useMutation({
    mutationFn: regenerateBackupCodes,
  });
}

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api';

/** Replaces every backup code for the password; the new ones are shown once. */
export async function regenerateBackupCodes(password: string): Promise<string[]> {
  const answer = await apiRequest<{ backupCodes: string[] }>(
    '/api/auth/two-factor/generate-backup-codes',
    { body: { password } },
  );
  return answer.backupCodes;
}

export function useRegenerateBackupCodes() {
  return useMutation({
    mutationFn: regenerateBackupCodes,
  });
}

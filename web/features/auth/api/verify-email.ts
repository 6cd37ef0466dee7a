import { apiRequest } from '#web/lib/api';

/** Confirms the address a verification link was sent to; the server then signs the browser in. */
export function verifyEmail(token: string, signal?: AbortSignal): Promise<{ status: boolean }> {
  return apiRequest<{ status: boolean }>(
    `/api/auth/verify-email?token=${encodeURIComponent(token)}`,
    { signal },
  );
}

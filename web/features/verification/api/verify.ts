import { queryOptions, useMutation } from '@tanstack/react-query';
import { verifyCodeContract, verifyUploadContract } from '#common/contracts/verify';
import type { Verification } from '#common/verification';
import { FormFailure } from '#web/components/form/form-failure';
import { ApiRequestError, apiPath, errorFromResponse, hasStatus } from '#web/lib/api';
import { failingAs } from '#web/lib/failing-as';
import { failureText } from '../lib/verification-view';

const NETWORK_MESSAGE = 'Could not reach the server. Please check your connection and try again.';
const INVALID_RESPONSE_MESSAGE = 'The server sent an answer this page cannot read. Please reload.';

/**
 * Asks the public verifier without the visitor's session (a check must answer the same to
 * anyone, signed in or not), and reads the answer with the contract's schema.
 */
async function askVerifier(path: string, init: RequestInit): Promise<Verification> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      credentials: 'omit',
      headers: { Accept: 'application/json' },
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiRequestError(0, 'network_error', NETWORK_MESSAGE);
  }
  if (!response.ok) throw await errorFromResponse(response);
  try {
    return verifyUploadContract.response.parse(await response.json());
  } catch {
    throw new ApiRequestError(200, 'invalid_response', INVALID_RESPONSE_MESSAGE);
  }
}

/**
 * POST /api/verify: the files as multipart `file` fields (one, or a .tsr and its file), checked
 * in the server's memory and never stored.
 */
export function checkFiles(files: readonly File[], signal?: AbortSignal): Promise<Verification> {
  const body = new FormData();
  for (const file of files) body.append('file', file, file.name);
  return askVerifier(apiPath(verifyUploadContract), {
    method: 'POST',
    body,
    signal: signal ?? null,
  });
}

/** GET /api/verify/:code: what a printed verification code stands for. */
export function lookUpCode(code: string, signal?: AbortSignal): Promise<Verification> {
  return askVerifier(apiPath(verifyCodeContract, { params: { code } }), {
    signal: signal ?? null,
  });
}

/** A refusal on the field the server named, or above the form with its title. */
function checkFailure(error: unknown): Error {
  if (hasStatus(error, 400) && error.field) return error;
  const { title, message } = failureText(error);
  return new FormFailure(title, message);
}

/** Checks the chosen files; a refusal is thrown for the form to show. */
export function useCheckFiles() {
  return useMutation({ mutationFn: failingAs(checkFiles, checkFailure), retry: false });
}

/** A code's record. Asked once: a code stands for the same document for good. */
export const verificationCodeQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['verification-code', code] as const,
    queryFn: ({ signal }) => lookUpCode(code, signal),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

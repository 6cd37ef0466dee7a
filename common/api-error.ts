/** The body of every error the API returns. `field` names the request field the error is about. */
export interface ApiErrorBody {
  error: { code: string; message: string; field?: string };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  const error = (value as ApiErrorBody | null)?.error;
  return (
    typeof error?.code === 'string' &&
    typeof error.message === 'string' &&
    (error.field === undefined || typeof error.field === 'string')
  );
}

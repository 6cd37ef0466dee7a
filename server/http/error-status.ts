import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorStatus, type ErrorCode } from '#common/error-codes';

/** The status for a code of the one table. */
export const statusOf = (code: ErrorCode): ContentfulStatusCode => errorStatus[code];

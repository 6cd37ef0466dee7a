import { endpoint } from './endpoint';

/**
 * Creates a resumable upload (tus): the file's size in `Upload-Length`, its place in the
 * answer's `Location`. The protocol's client sends the later requests (HEAD, PATCH, DELETE on
 * that place) itself; none of them carries JSON.
 */
export const createUploadContract = endpoint({
  method: 'POST',
  path: '/api/uploads',
  summary: 'Creates a resumable upload (tus, 201 with Location); its parts follow there.',
  response: null,
  status: 201,
});

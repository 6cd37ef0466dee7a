import type { TestPortal } from './portal';

type Client = ReturnType<TestPortal['client']>;

const TUS = { 'tus-resumable': '1.0.0' };

/** Upload-Metadata: each key with its value in base64, as tus clients send them. */
const metadata = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/** Creates a resumable upload of `length` bytes, as tus-js-client does. */
export const createUpload = (
  client: Client,
  fileName: string,
  length: number,
  extra: Record<string, string> = {},
) =>
  client.request('/api/uploads', {
    method: 'POST',
    headers: {
      ...TUS,
      'upload-length': String(length),
      'upload-metadata': metadata({ filename: fileName, ...extra }),
    },
  });

/** The address a created upload answered with. */
export function uploadAddress(created: Response): string {
  const location = created.headers.get('location');
  if (created.status !== 201 || !location) throw new Error(`upload not created: ${created.status}`);
  return location;
}

/** Sends the bytes from `offset` on. */
export const sendPart = (
  client: Client,
  address: string,
  offset: number,
  body: Uint8Array | ReadableStream<Uint8Array>,
) =>
  client.request(address, {
    method: 'PATCH',
    body,
    headers: {
      ...TUS,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
  });

/** Asks how much of the upload arrived (HEAD). */
export const askOffset = (client: Client, address: string) =>
  client.request(address, { method: 'HEAD', headers: TUS });

export const cancelUpload = (client: Client, address: string) =>
  client.request(address, { method: 'DELETE', headers: TUS });

/** Uploads a whole file in one part; answers the last response (the attachment, when kept). */
export async function uploadResumably(client: Client, fileName: string, bytes: Uint8Array) {
  const address = uploadAddress(await createUpload(client, fileName, bytes.byteLength));
  return sendPart(client, address, 0, bytes);
}

/**
 * A body that sends the first `sent` bytes of `bytes`, then fails as a connection that drops
 * does: the server has what arrived, and no more.
 */
export function droppingAfter(bytes: Uint8Array, sent: number): ReadableStream<Uint8Array> {
  let given = false;
  return new ReadableStream({
    pull(controller) {
      if (given) {
        controller.error(new Error('connection dropped'));
        return;
      }
      given = true;
      controller.enqueue(bytes.slice(0, sent));
    },
  });
}

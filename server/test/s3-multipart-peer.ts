import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
// @ts-expect-error s3rver ships no types; it is a local S3 protocol peer for tests only.
import S3rver from 's3rver';

type Part = { number: number; size: number; etag: string; lastModified: string };
/** A multipart upload s3rver began and has not yet completed, with the parts it took. */
type Upload = { key: string; parts: Map<number, Part> };

const xmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const answerXml = (res: ServerResponse, status: number, body: string) => {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
};

const noSuchUpload = (res: ServerResponse, uploadId: string) =>
  answerXml(
    res,
    404,
    `<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message>` +
      `<UploadId>${xmlText(uploadId)}</UploadId></Error>`,
  );

/**
 * The bytes of an `aws-chunked` body: the SDK sends a stream of unknown length (as the tus store's
 * parts are) framed as `<hex size>[;signature]\r\n<bytes>\r\n`, ending with a chunk of size 0
 * and checksum trailers. S3 stores only the bytes; s3rver would store the framing too.
 */
const awsChunkedBytes = () => {
  let pending = Buffer.alloc(0);
  let left = 0; // bytes of the current chunk still to come, then its \r\n
  let ended = false;
  return new Transform({
    transform(chunk: Buffer, _, done) {
      pending = Buffer.concat([pending, chunk]);
      while (!ended) {
        if (left > 0) {
          const bytes = pending.subarray(0, Math.min(left, pending.length));
          this.push(bytes);
          left -= bytes.length;
          pending = pending.subarray(bytes.length);
          if (left > 0) break;
          left = -2; // the \r\n after the chunk's bytes
        }
        if (left < 0) {
          if (pending.length < 2) break;
          pending = pending.subarray(2);
          left = 0;
        }
        const line = pending.indexOf('\r\n');
        if (line < 0) break;
        left = parseInt(pending.subarray(0, line).toString().split(';')[0]!, 16);
        pending = pending.subarray(line + 2);
        ended = left === 0; // what follows are the trailers, which are no part of the object
      }
      done();
    },
  });
};

/**
 * A local S3 peer that speaks multipart uploads whole, from npm packages only: s3rver, with one
 * empty bucket, behind a small HTTP front. s3rver begins, takes parts of and completes multipart
 * uploads, but answers ListParts (`GET /bucket/key?uploadId=`) and AbortMultipartUpload
 * (`DELETE /bucket/key?uploadId=`) with 405; the tus S3 store asks for both (the parts, to know
 * an upload's offset; the abort, to cancel one). The front passes every request through to
 * s3rver, notes each upload it begins and each part it takes (number, size and the ETag s3rver
 * answered), and answers those two calls from its notes. Answers the portal's S3_ settings.
 */
export async function startS3MultipartPeer(bucket: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 's3-peer-'));
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  const { port: s3rverPort } = (await s3rver.run()) as { port: number };
  const uploads = new Map<string, Upload>();

  /** Sends the request on to s3rver; `seen` is told its answer and the request's body size. */
  const passOn = (
    req: IncomingMessage,
    res: ServerResponse,
    seen?: (answer: IncomingMessage, body: Buffer, sent: number) => void,
  ) => {
    const headers = { ...req.headers };
    let body: NodeJS.ReadableStream = req;
    if (headers['content-encoding']?.includes('aws-chunked')) {
      // s3rver takes the bytes alone; it does not check v4 signatures, so the body may change.
      body = req.pipe(awsChunkedBytes());
      const encoding = headers['content-encoding'].replace(/aws-chunked,?\s*/, '');
      if (encoding) headers['content-encoding'] = encoding;
      else delete headers['content-encoding'];
      delete headers['transfer-encoding'];
      const length = headers['x-amz-decoded-content-length'];
      if (typeof length === 'string') headers['content-length'] = length;
      else delete headers['content-length'];
    }
    let sent = 0;
    body.on('data', (chunk: Buffer) => (sent += chunk.length));
    const upstream = request(
      { host: '127.0.0.1', port: s3rverPort, method: req.method, path: req.url, headers },
      (answer) => {
        if (!seen) {
          res.writeHead(answer.statusCode!, answer.headers);
          answer.pipe(res);
          return;
        }
        // The answers noted are small XML or empty: read whole, then sent on unchanged.
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          seen(answer, body, sent);
          res.writeHead(answer.statusCode!, answer.headers);
          res.end(body);
        });
      },
    );
    // A client that drops its connection mid-request drops s3rver's too.
    upstream.on('error', () => res.destroy());
    req.on('aborted', () => upstream.destroy());
    body.pipe(upstream);
  };

  const front = createServer((req, res) => {
    const url = new URL(req.url!, 'http://s3');
    const [, , ...keyPath] = url.pathname.split('/');
    const key = decodeURIComponent(keyPath.join('/'));
    const uploadId = url.searchParams.get('uploadId');
    const upload = uploadId === null ? undefined : uploads.get(uploadId);

    // CreateMultipartUpload: note the upload s3rver began.
    if (req.method === 'POST' && url.searchParams.has('uploads')) {
      return passOn(req, res, (answer, body) => {
        const id = /<UploadId>([^<]+)<\/UploadId>/.exec(body.toString())?.[1];
        if (answer.statusCode === 200 && id) uploads.set(id, { key, parts: new Map() });
      });
    }
    if (uploadId === null) return passOn(req, res);
    // Any call on an upload not begun, already completed or aborted: S3's NoSuchUpload.
    if (!upload || upload.key !== key) {
      req.resume();
      return noSuchUpload(res, uploadId);
    }

    // UploadPart: note the part's size and ETag (a part sent again under its number replaces it).
    if (req.method === 'PUT') {
      const number = Number(url.searchParams.get('partNumber'));
      return passOn(req, res, (answer, _, sent) => {
        const etag = answer.headers.etag;
        if (answer.statusCode !== 200 || !etag) return;
        upload.parts.set(number, {
          number,
          size: sent,
          etag,
          lastModified: new Date().toISOString(),
        });
      });
    }
    // CompleteMultipartUpload: once s3rver made the object, the upload is no more.
    if (req.method === 'POST') {
      return passOn(req, res, (answer, body) => {
        if (answer.statusCode === 200 && !body.includes('<Error>')) uploads.delete(uploadId);
      });
    }
    // AbortMultipartUpload: the upload and its parts are forgotten (s3rver's files of them
    // go with the peer's directory); S3 answers 204.
    if (req.method === 'DELETE') {
      req.resume();
      uploads.delete(uploadId);
      res.writeHead(204).end();
      return;
    }
    // ListParts: the parts above part-number-marker, max-parts (1000 by default) at a time.
    if (req.method === 'GET') {
      req.resume();
      const marker = Number(url.searchParams.get('part-number-marker') ?? 0);
      const max = Number(url.searchParams.get('max-parts') ?? 1000);
      const after = [...upload.parts.values()]
        .filter((part) => part.number > marker)
        .sort((a, b) => a.number - b.number);
      const listed = after.slice(0, max);
      const truncated = after.length > listed.length;
      const next = listed.at(-1)?.number ?? marker;
      return answerXml(
        res,
        200,
        `<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
          `<Bucket>${xmlText(bucket)}</Bucket><Key>${xmlText(key)}</Key>` +
          `<UploadId>${xmlText(uploadId)}</UploadId>` +
          `<PartNumberMarker>${marker}</PartNumberMarker>` +
          `<NextPartNumberMarker>${next}</NextPartNumberMarker>` +
          `<MaxParts>${max}</MaxParts><IsTruncated>${truncated}</IsTruncated>` +
          listed
            .map(
              (part) =>
                `<Part><PartNumber>${part.number}</PartNumber>` +
                `<LastModified>${part.lastModified}</LastModified>` +
                `<ETag>${xmlText(part.etag)}</ETag><Size>${part.size}</Size></Part>`,
            )
            .join('') +
          `</ListPartsResult>`,
      );
    }
    return passOn(req, res);
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const { port } = front.address() as { port: number };

  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      // s3rver's own credentials: it knows no other access key.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      front.closeAllConnections();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await s3rver.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/**
 * A local S3 peer that speaks multipart uploads whole (listing and aborting parts too, which
 * s3rver does not): moto's server, with one empty bucket. Answers the portal's S3_ settings.
 */
export async function startS3MultipartPeer(bucket: string) {
  const port = await freePort();
  const peer = spawn('moto_server', ['-H', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
  const exited = new Promise<never>((_, reject) =>
    peer.once('exit', (code) =>
      reject(new Error(`moto_server exited (${code}); is moto installed?`)),
    ),
  );
  peer.once('error', () => undefined);
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
  });
  for (let attempt = 0; ; attempt++) {
    try {
      await Promise.race([client.send(new CreateBucketCommand({ Bucket: bucket })), exited]);
      break;
    } catch (error) {
      if (attempt > 100 || (error as Error).message.includes('moto_server')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  client.destroy();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: () =>
      new Promise<void>((resolve) => {
        peer.once('exit', () => resolve());
        peer.kill();
      }),
  };
}

import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeDocument {
  documentId: string;
  signerName: string;
  signerEmail: string;
  status: 'InProgress' | 'Completed' | 'Declined' | 'Expired';
}

/**
 * A local stand-in for BoldSign's REST API, for tests only: template send, embedded sign link
 * (not ready for the first `linkDelays` asks, as BoldSign prepares documents in the background),
 * properties and download, all behind an API key.
 */
export async function startFakeBoldSign({
  apiKey,
  templateId,
  linkDelays = 2,
}: {
  apiKey: string;
  templateId: string;
  linkDelays?: number;
}) {
  const documents = new Map<string, FakeDocument>();
  const linkAsks = new Map<string, number>();
  const requests: { method: string; path: string; query: URLSearchParams; body: unknown }[] = [];
  let next = 1;

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk) => (data += chunk));
      req.on('end', () => resolve(data));
    });

  const server = createServer(async (req, res) => {
    const url = new URL(req.url!, 'http://fake');
    const raw = await readBody(req);
    requests.push({
      method: req.method!,
      path: url.pathname,
      query: url.searchParams,
      body: raw ? JSON.parse(raw) : null,
    });
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.headers['x-api-key'] !== apiKey) return json(401, { error: 'Unauthorized' });
    const documentId = url.searchParams.get('documentId') ?? '';
    const document = documents.get(documentId);

    if (req.method === 'POST' && url.pathname === '/v1/template/send') {
      if (url.searchParams.get('templateId') !== templateId)
        return json(400, { error: 'Invalid template' });
      const role = (JSON.parse(raw) as { roles: { signerName: string; signerEmail: string }[] })
        .roles[0]!;
      const id = `bs-doc-${String(next++).padStart(4, '0')}`;
      documents.set(id, {
        documentId: id,
        signerName: role.signerName,
        signerEmail: role.signerEmail,
        status: 'InProgress',
      });
      return json(201, { documentId: id });
    }
    if (req.method === 'GET' && url.pathname === '/v1/document/getEmbeddedSignLink') {
      if (!document) return json(404, { error: 'Document not found' });
      const asks = (linkAsks.get(documentId) ?? 0) + 1;
      linkAsks.set(documentId, asks);
      if (asks <= linkDelays) return json(400, { error: 'Document is being processed' });
      if (url.searchParams.get('signerEmail') !== document.signerEmail)
        return json(400, { error: 'Invalid signer' });
      return json(200, {
        signLink: `https://app.boldsign.com/document/sign/?documentId=${documentId}`,
      });
    }
    if (req.method === 'GET' && url.pathname === '/v1/document/properties') {
      if (!document) return json(404, { error: 'Document not found' });
      return json(200, { documentId, status: document.status });
    }
    if (req.method === 'GET' && url.pathname === '/v1/document/download') {
      if (!document || document.status !== 'Completed')
        return json(400, { error: 'Document not completed' });
      res.writeHead(200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="Invention Agreement - ${document.signerName}.pdf"`,
      });
      return res.end(`%PDF-1.7\n% signed at BoldSign for ${document.signerEmail}\n%%EOF`);
    }
    json(404, { error: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    documents,
    requests,
    /** What BoldSign's web app would record when the signer finishes (or declines). */
    setStatus(documentId: string, status: FakeDocument['status']) {
      documents.get(documentId)!.status = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { describe, expect, it, vi } from 'vitest';
import { attachmentToast, fetchSubmissionAttachment } from './attachment-download';

const id = '0b6f1c1e-3c1b-4a39-9a44-8b7a1c2d3e4f';

describe('fetchSubmissionAttachment', () => {
  it('asks the authorised endpoint and names the file from Content-Disposition', async () => {
    const fetchImpl = vi.fn(
      async () =>
        new Response(new Uint8Array([37, 80, 68, 70]), {
          headers: { 'Content-Disposition': 'attachment; filename="design.pdf"' },
        }),
    );
    const result = await fetchSubmissionAttachment(id, { fetchImpl, fallbackName: 'x.pdf' });
    expect(fetchImpl).toHaveBeenCalledWith(
      `/api/submissions/${id}/attachment`,
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.filename).toBe('design.pdf');
    expect(new Uint8Array(await result.data.arrayBuffer())).toEqual(
      new Uint8Array([37, 80, 68, 70]),
    );
  });

  it('falls back to the stored name', async () => {
    const fetchImpl = async () => new Response('x');
    const result = await fetchSubmissionAttachment(id, { fetchImpl, fallbackName: 'notes.docx' });
    expect(result).toMatchObject({ success: true, filename: 'notes.docx' });
  });

  it('says the attachment information is missing when there is none', async () => {
    const fetchImpl = async () =>
      new Response(JSON.stringify({ error: { code: 'not_found', message: 'x' } }), {
        status: 404,
      });
    expect(await fetchSubmissionAttachment(id, { fetchImpl })).toEqual({
      success: false,
      error: 'Attachment information is missing',
    });
    expect(await fetchSubmissionAttachment('', { fetchImpl })).toEqual({
      success: false,
      error: 'Attachment information is missing',
    });
  });

  it('reports other refusals with the status text', async () => {
    const fetchImpl = async () =>
      new Response('nope', { status: 500, statusText: 'Internal Server Error' });
    expect(await fetchSubmissionAttachment(id, { fetchImpl })).toEqual({
      success: false,
      error: 'Failed to download attachment: Internal Server Error',
    });
  });
});

describe('attachmentToast', () => {
  it('says what happened', () => {
    expect(attachmentToast({ ok: true, method: 'saved' })).toEqual({
      kind: 'success',
      title: 'Download Complete',
    });
    expect(attachmentToast({ ok: true, method: 'opened' }).kind).toBe('info');
    expect(attachmentToast({ ok: false, error: 'blocked' })).toEqual({
      kind: 'error',
      title: 'Download Failed',
      message: 'blocked',
    });
  });
});

import { describe, expect, it, vi } from 'vitest';
import {
  fetchAgreementDocument,
  planAgreementDownload,
  toastAfterDownload,
  type AgreementDownloadResult,
} from './agreement-download';

const agreementId = '7d3c2f1e-1111-4222-8333-944445555666';
const documentId = '0f9e8d7c-aaaa-4bbb-8ccc-dddddddddddd';

const apiError = (status: number, code: string, message: string) =>
  Response.json({ error: { code, message } }, { status });

describe('fetchAgreementDocument', () => {
  it('returns the PDF with the file name the server gives', async () => {
    const fetchImpl = vi.fn(
      async () =>
        new Response('%PDF-1.7', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="agreement_0f9e8d7c.pdf"',
          },
        }),
    );
    const result = await fetchAgreementDocument(agreementId, { fetchImpl });
    expect(fetchImpl).toHaveBeenCalledWith(
      `/api/agreements/${agreementId}/document`,
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    expect(result).toMatchObject({
      success: true,
      filename: 'agreement_0f9e8d7c.pdf',
      url: null,
      error: null,
    });
    expect(await result.data!.text()).toBe('%PDF-1.7');
  });

  it('names the file after the first 8 characters of the document id without a header', async () => {
    const fetchImpl = async () => new Response('%PDF');
    expect((await fetchAgreementDocument(agreementId, { documentId, fetchImpl })).filename).toBe(
      'agreement_0f9e8d7c.pdf',
    );
    expect((await fetchAgreementDocument(agreementId, { fetchImpl })).filename).toBe(
      'agreement_7d3c2f1e.pdf',
    );
  });

  it('needs an agreement id, without asking the server', async () => {
    const fetchImpl = vi.fn();
    expect(await fetchAgreementDocument(null, { fetchImpl })).toMatchObject({
      success: false,
      error: 'No agreement ID provided for download',
    });
    expect(await fetchAgreementDocument('  ', { fetchImpl })).toMatchObject({ success: false });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('turns refusals into results with the reason', async () => {
    const answer = (response: Response) =>
      fetchAgreementDocument(agreementId, {
        fetchImpl: async () => response,
      });
    expect(
      await answer(
        apiError(404, 'not_signed', 'There is no signed agreement for this submission.'),
      ),
    ).toEqual({
      success: false,
      data: null,
      filename: null,
      url: null,
      error: 'There is no signed agreement for this submission.',
      notFound: true,
    });
    expect(await answer(apiError(401, 'unauthorized', 'Please sign in.'))).toMatchObject({
      error: 'Authentication required to download documents',
    });
    expect(
      await answer(apiError(403, 'forbidden', 'You can only download your own agreement.')),
    ).toMatchObject({ error: 'You can only download your own agreement.' });
    expect(await answer(new Response('', { status: 502, statusText: '' }))).toMatchObject({
      success: false,
      error: 'An unexpected error occurred. Please try again.',
    });
  });
});

describe('planAgreementDownload', () => {
  const base: AgreementDownloadResult = {
    success: false,
    data: null,
    filename: null,
    url: null,
    error: null,
  };

  it('saves a file', () => {
    const blob = new Blob(['x']);
    expect(
      planAgreementDownload({ ...base, success: true, data: blob, filename: 'a.pdf' }),
    ).toEqual({
      action: 'save',
      blob,
      filename: 'a.pdf',
      fallbackUrl: null,
    });
  });

  it('opens a URL-only result in a new tab', () => {
    expect(
      planAgreementDownload({ ...base, success: true, url: 'https://sign.example/d' }),
    ).toEqual({
      action: 'open',
      url: 'https://sign.example/d',
    });
  });

  it("says 'No Agreement Available' for an agreement the server does not have", () => {
    expect(planAgreementDownload({ ...base, error: 'gone', notFound: true })).toEqual({
      action: 'fail',
      title: 'No Agreement Available',
      message: 'There is no signed agreement for this submission.',
    });
  });

  it("says 'Unable to download agreement: {reason}', or the spec's fallback reason", () => {
    expect(
      planAgreementDownload({ ...base, error: 'You can only download your own agreement.' }),
    ).toEqual({
      action: 'fail',
      title: 'Download Failed',
      message: 'Unable to download agreement: You can only download your own agreement.',
    });
    expect(planAgreementDownload(base)).toEqual({
      action: 'fail',
      title: 'Download Failed',
      message: 'Unable to download agreement: Failed to download agreement',
    });
  });
});

describe('toastAfterDownload', () => {
  it("says 'Download Complete', 'Opening Agreement' or 'Failed to initiate download'", () => {
    expect(toastAfterDownload({ ok: true, method: 'saved' })).toEqual({
      kind: 'success',
      title: 'Download Complete',
    });
    expect(toastAfterDownload({ ok: true, method: 'opened' })).toEqual({
      kind: 'info',
      title: 'Opening Agreement',
    });
    expect(toastAfterDownload({ ok: false, error: 'x' })).toEqual({
      kind: 'error',
      title: 'Download Failed',
      message: 'Failed to initiate download',
    });
  });
});

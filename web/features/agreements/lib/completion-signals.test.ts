import { describe, expect, it } from 'vitest';
import {
  documentIdFromEvent,
  isCompletionUrl,
  isTrustedMessageOrigin,
  readCompletionMessage,
  safeSigningUrl,
} from './completion-signals';

describe('readCompletionMessage', () => {
  it('recognises a provider message with status Success or Signed, in any case', () => {
    expect(readCompletionMessage({ status: 'Success' })).toEqual({ documentId: null });
    expect(readCompletionMessage({ status: 'signed', documentId: 'doc-123456' })).toEqual({
      documentId: 'doc-123456',
    });
    expect(
      readCompletionMessage({
        type: 'agreement-signed',
        status: 'Signed',
        documentId: 'doc-123456',
        agreementId: 'a',
      }),
    ).toEqual({ documentId: 'doc-123456' });
  });

  it('recognises an action of document signed and an event of signing complete', () => {
    expect(readCompletionMessage({ action: 'onDocumentSigned' })).not.toBeNull();
    expect(readCompletionMessage({ action: 'documentSigned' })).not.toBeNull();
    expect(readCompletionMessage({ action: 'document_signed' })).not.toBeNull();
    expect(readCompletionMessage({ event: 'signingComplete' })).not.toBeNull();
    expect(readCompletionMessage({ event: 'signing-complete' })).not.toBeNull();
  });

  it('reads JSON text and a bare action name', () => {
    expect(readCompletionMessage('{"status":"Signed","documentId":"doc-999999"}')).toEqual({
      documentId: 'doc-999999',
    });
    expect(readCompletionMessage('onDocumentSigned')).toEqual({ documentId: null });
  });

  it('ignores everything else', () => {
    for (const data of [
      null,
      undefined,
      42,
      ['Signed'],
      '',
      'hello',
      '{not json',
      { status: 'viewed' },
      { status: 'declined' },
      { action: 'onDocumentSigningFailed' },
      { action: 'onDocumentDeclined' },
      { event: 'signingStarted' },
      { type: 'agreement-signed' },
      { status: 'completed' }, // "Completed" is a URL status, not a message status
    ]) {
      expect(readCompletionMessage(data), JSON.stringify(data)).toBeNull();
    }
  });
});

describe('isCompletionUrl', () => {
  it('recognises the status values Signed, Completed and Success in any case', () => {
    expect(isCompletionUrl('https://app.boldsign.com/document/sign?status=Signed')).toBe(true);
    expect(isCompletionUrl('https://app.boldsign.com/x?documentId=a&status=COMPLETED')).toBe(true);
    expect(isCompletionUrl('https://app.boldsign.com/x#status=success')).toBe(true);
    expect(isCompletionUrl('https://app.boldsign.com/x?status=viewed')).toBe(false);
    expect(isCompletionUrl('https://app.boldsign.com/x?state=signed')).toBe(false);
  });

  it('recognises a redirect to the dashboard or the thank-you page', () => {
    expect(isCompletionUrl('http://localhost:3000/user-dashboard/submit-idea')).toBe(true);
    expect(isCompletionUrl('http://localhost:3000/thank-you?documentId=x')).toBe(true);
    expect(isCompletionUrl('/thank-you', 'http://localhost:3000')).toBe(true);
  });

  it('does not take the signing page itself, or nothing, for completion', () => {
    expect(isCompletionUrl('http://localhost:3000/signing/5c8a1f0e-1111')).toBe(false);
    expect(isCompletionUrl('about:blank')).toBe(false);
    expect(isCompletionUrl(null)).toBe(false);
    expect(isCompletionUrl('not a url')).toBe(false);
  });
});

describe('isTrustedMessageOrigin', () => {
  const own = 'https://portal.example';

  it("accepts our own origin and the signing URL's origin only", () => {
    const boldsign = 'https://app.boldsign.com/document/sign/?documentId=abc';
    expect(isTrustedMessageOrigin(own, boldsign, own)).toBe(true);
    expect(isTrustedMessageOrigin('https://app.boldsign.com', boldsign, own)).toBe(true);
    expect(isTrustedMessageOrigin('https://evil.example', boldsign, own)).toBe(false);
    expect(isTrustedMessageOrigin('https://app.boldsign.com.evil.example', boldsign, own)).toBe(
      false,
    );
    expect(isTrustedMessageOrigin('null', boldsign, own)).toBe(false);
    expect(isTrustedMessageOrigin('', boldsign, own)).toBe(false);
  });

  it('reads a relative built-in signing URL against our origin', () => {
    expect(isTrustedMessageOrigin(own, '/signing/abc123', own)).toBe(true);
    expect(isTrustedMessageOrigin('https://other.example', '/signing/abc123', own)).toBe(false);
  });
});

describe('safeSigningUrl', () => {
  const own = 'http://localhost:3210';

  it('allows our own pages and other sites over HTTPS', () => {
    expect(safeSigningUrl('http://localhost:3210/signing/abc123', own)).toBe(
      'http://localhost:3210/signing/abc123',
    );
    expect(safeSigningUrl('/signing/abc123', own)).toBe('http://localhost:3210/signing/abc123');
    expect(safeSigningUrl('https://app.boldsign.com/document/sign/?documentId=x', own)).toBe(
      'https://app.boldsign.com/document/sign/?documentId=x',
    );
  });

  it('refuses scripts, data, plain HTTP elsewhere and non-text', () => {
    expect(safeSigningUrl('javascript:alert(1)', own)).toBeNull();
    expect(safeSigningUrl('data:text/html,<script>1</script>', own)).toBeNull();
    expect(safeSigningUrl('http://app.boldsign.com/x', own)).toBeNull();
    expect(safeSigningUrl('', own)).toBeNull();
    expect(safeSigningUrl(undefined, own)).toBeNull();
    expect(safeSigningUrl('http://[bad', own)).toBeNull();
  });
});

describe('documentIdFromEvent', () => {
  it('reads the documentId of an agreement-signed event', () => {
    const event = new CustomEvent('agreement-signed', { detail: { documentId: ' doc-123456 ' } });
    expect(documentIdFromEvent(event)).toBe('doc-123456');
  });

  it('gives null for other events and events without a documentId', () => {
    expect(documentIdFromEvent(new CustomEvent('other', { detail: { documentId: 'x' } }))).toBe(
      null,
    );
    expect(documentIdFromEvent(new CustomEvent('agreement-signed'))).toBeNull();
    expect(
      documentIdFromEvent(new CustomEvent('agreement-signed', { detail: { documentId: 7 } })),
    ).toBeNull();
    expect(documentIdFromEvent(new Event('agreement-signed'))).toBeNull();
  });
});

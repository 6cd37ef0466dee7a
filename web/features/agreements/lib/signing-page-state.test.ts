import { describe, expect, it } from 'vitest';
import type { SigningDocument } from '#common/agreements';
import { signingPageState } from './signing-page-state';

const document = (status: SigningDocument['status']): SigningDocument => ({
  documentId: 'doc-123456',
  status,
  signer: { name: 'Dr. Test Signer', email: 'signer@example.com', jobTitle: null },
  agreement: { title: 'Inventions Agreement', version: '1', sections: [] },
});

describe('the signing page', () => {
  it('waits for its document, and says when it cannot have it', () => {
    expect(signingPageState({ data: undefined, isPending: true })).toBe('loading');
    expect(signingPageState({ data: undefined, isPending: false })).toBe('failed');
  });

  it('keeps the form once the document is shown, even when a later fetch of it fails', () => {
    // TanStack Query keeps the data of a query whose refetch failed, with isError set.
    expect(signingPageState({ data: document('viewed'), isPending: false })).toBe('form');
    expect(signingPageState({ data: document('sent'), isPending: false })).toBe('form');
  });

  it('says a signed or closed document is so', () => {
    expect(signingPageState({ data: document('signed'), isPending: false })).toBe('signed');
    expect(signingPageState({ data: document('expired'), isPending: false })).toBe('closed');
  });
});

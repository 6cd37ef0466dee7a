import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '#web/lib/api';
import { memoryStorage } from '#web/lib/memory-storage';
import { createCompletionGate } from './completion-gate';
import { documentIdProblem } from './document-id';
import { agreementSignedMessage, isInFrame, notifyParentOfSigning } from './parent-message';
import { completeSigningFailure, signingPageFailure, startSigningFailure } from './signing-errors';
import { agreementDetails, namesMatch, signingFormProblems } from './signing-form';
import {
  forgetPendingSigning,
  pendingSigningDocumentId,
  recordSignedInStorage,
  rememberSigningStart,
  storedAgreementDocumentId,
} from './signing-storage';

describe('documentIdProblem', () => {
  it("says 'No document ID found' without an id", () => {
    for (const id of [undefined, null, '', '   ', 42]) {
      expect(documentIdProblem(id)).toBe('No document ID found. Please try again.');
    }
  });

  it('accepts letters, digits, hyphen and underscore, at least 6', () => {
    expect(documentIdProblem('5c8a1f0e-7b2d-4c1a-9e3f-0a1b2c3d4e5f')).toBeNull();
    expect(documentIdProblem('abc_12')).toBeNull();
    for (const id of ['abc12', 'abc 123', 'abc/123', '../../x', 'doc-1?x=1']) {
      expect(documentIdProblem(id), id).toBe('The agreement ID format appears to be invalid');
    }
  });
});

describe('createCompletionGate', () => {
  it('lets one check run at a time per document', () => {
    const gate = createCompletionGate();
    expect(gate.begin('doc-1')).toBe(true);
    expect(gate.begin('doc-1')).toBe(false);
    expect(gate.begin('doc-2')).toBe(true);
  });

  it('lets a document be checked again after an unsigned answer, never after signed', () => {
    const gate = createCompletionGate();
    gate.begin('doc-1');
    gate.end('doc-1', { signed: false });
    expect(gate.isDone('doc-1')).toBe(false);
    expect(gate.begin('doc-1')).toBe(true);
    gate.end('doc-1', { signed: true });
    expect(gate.isDone('doc-1')).toBe(true);
    expect(gate.begin('doc-1')).toBe(false);
  });
});

describe('startSigningFailure', () => {
  it("says 'Authentication Error' for 401 and asks for the session again", () => {
    expect(startSigningFailure(new ApiRequestError(401, 'unauthenticated', 'x'))).toEqual({
      title: 'Authentication Error',
      message: 'You need to be signed in to complete this action.',
      refreshSession: true,
    });
  });

  it("says 'Failed to call document service: {status}' for other refusals", () => {
    expect(startSigningFailure(new ApiRequestError(500, 'internal_error', 'x'))).toMatchObject({
      title: 'Error',
      message: 'Failed to call document service: 500',
      refreshSession: false,
    });
    expect(startSigningFailure(new ApiRequestError(503, 'http_503', 'x')).message).toBe(
      'Failed to call document service: 503',
    );
  });

  it("says 'Missing Information' for the server's invalid input", () => {
    expect(
      startSigningFailure(
        new ApiRequestError(400, 'invalid_input', 'Please provide your full name and job title.'),
      ),
    ).toMatchObject({
      title: 'Missing Information',
      message: 'Please provide your full name and job title.',
    });
  });

  it("gives the spec's words for an account address the server refuses", () => {
    expect(startSigningFailure(new ApiRequestError(400, 'invalid_email', 'x'))).toMatchObject({
      title: 'Error',
      message: 'Invalid email format. Please enter a valid email address.',
    });
  });

  it('reads the session again when the agreement is signed already', () => {
    expect(
      startSigningFailure(new ApiRequestError(409, 'already_signed', 'Already signed.')),
    ).toMatchObject({ message: 'Already signed.', refreshSession: true });
  });

  it('says the document could not be generated without an answer or with an unusable one', () => {
    const generate = 'Failed to generate the signing document. Please try again.';
    expect(startSigningFailure(new ApiRequestError(0, 'network_error', 'x')).message).toBe(
      generate,
    );
    expect(startSigningFailure(new Error('parse failed')).message).toBe(generate);
  });
});

describe('completeSigningFailure', () => {
  it("uses the spec's words for each refusal", () => {
    expect(completeSigningFailure(new ApiRequestError(401, 'unauthenticated', 'x'))).toMatchObject({
      title: 'Authentication Error',
      refreshSession: true,
    });
    expect(
      completeSigningFailure(new ApiRequestError(400, 'invalid_document_id', 'x')).message,
    ).toBe('The agreement ID format appears to be invalid');
    expect(completeSigningFailure(new ApiRequestError(404, 'not_found', 'x')).message).toBe(
      'No document ID found. Please try again.',
    );
    expect(completeSigningFailure(new ApiRequestError(502, 'http_502', 'x')).message).toBe(
      'Failed to call document service: 502',
    );
    expect(completeSigningFailure(new TypeError('offline'))).toMatchObject({
      title: 'Signing Incomplete',
      message: "We couldn't verify your signature...",
    });
  });
});

describe('signingPageFailure', () => {
  it("shows the server's reason for a refused signature", () => {
    expect(
      signingPageFailure(
        new ApiRequestError(
          400,
          'name_mismatch',
          'Please type your full name exactly as given: Dr. Lena Park',
        ),
      ),
    ).toBe('Please type your full name exactly as given: Dr. Lena Park');
    expect(signingPageFailure(new ApiRequestError(404, 'not_found', 'x'))).toBe(
      'No document ID found. Please try again.',
    );
    expect(signingPageFailure(new ApiRequestError(401, 'unauthenticated', 'x'))).toBe(
      'You need to be signed in to complete this action.',
    );
    expect(signingPageFailure(new ApiRequestError(500, 'internal_error', 'x'))).toBe(
      'Failed to call document service: 500',
    );
  });
});

describe('the signing form', () => {
  it('compares names as the server does', () => {
    expect(namesMatch('  dr.  lena park ', 'Dr. Lena Park')).toBe(true);
    expect(namesMatch('Dr. Lena Parks', 'Dr. Lena Park')).toBe(false);
  });

  it('asks for consent, the exact typed name and a drawn signature', () => {
    expect(
      signingFormProblems({ consent: false, typedName: '', hasSignature: false }, 'Dr. Lena Park'),
    ).toEqual({
      consent: 'Please agree to sign electronically.',
      typedName: 'Please type your full name.',
      signature: 'Please draw your signature before signing.',
    });
    expect(
      signingFormProblems(
        { consent: true, typedName: 'Someone', hasSignature: true },
        'Dr. Lena Park',
      ),
    ).toEqual({ typedName: 'Please type your full name exactly as given: Dr. Lena Park' });
    expect(
      signingFormProblems(
        { consent: true, typedName: 'dr. lena park', hasSignature: true },
        'Dr. Lena Park',
      ),
    ).toEqual({});
  });

  it('trims the details and refuses an empty one', () => {
    expect(agreementDetails({ fullName: ' Dr. Lena Park ', jobTitle: ' Neurosurgeon ' })).toEqual({
      fullName: 'Dr. Lena Park',
      jobTitle: 'Neurosurgeon',
    });
    expect(agreementDetails({ fullName: '   ', jobTitle: 'Neurosurgeon' })).toBeNull();
    expect(agreementDetails({ fullName: 'Dr. Lena Park', jobTitle: '' })).toBeNull();
  });
});

describe('signing storage', () => {
  it('remembers a started signing and forgets it once finished', () => {
    const storage = memoryStorage();
    rememberSigningStart(storage, { documentId: 'doc-123456', signingUrl: 'http://x/signing/1' });
    expect(Object.fromEntries(storage.entries)).toEqual({
      pendingSigningDocumentId: 'doc-123456',
      lastSigningUrl: 'http://x/signing/1',
    });
    expect(pendingSigningDocumentId(storage)).toBe('doc-123456');
    forgetPendingSigning(storage);
    expect(storage.entries.size).toBe(0);
    expect(pendingSigningDocumentId(storage)).toBeNull();
  });

  it('keeps the signed document id under boldsignDocumentId and clears the pending keys', () => {
    const storage = memoryStorage({ pendingSigningDocumentId: 'doc-1', lastSigningUrl: 'u' });
    recordSignedInStorage(storage, 'doc-123456');
    expect(Object.fromEntries(storage.entries)).toEqual({ boldsignDocumentId: 'doc-123456' });
    expect(storedAgreementDocumentId(storage)).toBe('doc-123456');
    expect(storedAgreementDocumentId(undefined)).toBeNull();
  });
});

describe('the message to the embedding page', () => {
  function fakeWindow({ framed }: { framed: boolean }) {
    const posted: { message: unknown; origin: string }[] = [];
    const parent = {
      postMessage: (message: unknown, origin: string) => posted.push({ message, origin }),
    };
    const win = { location: { origin: 'http://localhost:3210' } } as unknown as Window;
    (win as unknown as { parent: unknown }).parent = framed ? parent : win;
    return { win, posted };
  }

  it('is posted to our own origin only, never to every origin', () => {
    const { win, posted } = fakeWindow({ framed: true });
    expect(isInFrame(win)).toBe(true);
    expect(notifyParentOfSigning(win, agreementSignedMessage('doc-123456', 'agr-1'))).toBe(true);
    expect(posted).toEqual([
      {
        message: {
          type: 'agreement-signed',
          status: 'Signed',
          documentId: 'doc-123456',
          agreementId: 'agr-1',
        },
        origin: 'http://localhost:3210',
      },
    ]);
  });

  it('is not posted outside a frame, so the page moves on by itself', () => {
    const { win, posted } = fakeWindow({ framed: false });
    expect(notifyParentOfSigning(win, agreementSignedMessage('doc-123456', null))).toBe(false);
    expect(posted).toEqual([]);
  });
});

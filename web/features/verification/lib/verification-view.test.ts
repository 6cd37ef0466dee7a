import { describe, expect, it } from 'vitest';
import { verificationTexts, type Verification } from '#common/verification';
import { ApiRequestError } from '#web/lib/api';
import { evidenceTime, failureText, recordFacts, waitText } from './verification-view';

const hash = (c: string) => c.repeat(64);

const genuineBundle: Verification = {
  verdict: 'genuine',
  kind: 'evidence-bundle',
  summary: 'This is disclosure 1a2b3c4d, sent …',
  files: [{ name: 'disclosure.pdf', sha256: hash('a'), size: 2048 }],
  mismatches: [],
  issued: { code: '7K3QD9XJ2M', issuedAt: '2026-12-01T10:00:00.000Z', sha256: hash('b') },
  disclosure: {
    reference: '1a2b3c4d',
    sentAt: '2026-11-30T09:15:00.000Z',
    manifestSha256: hash('c'),
    certified: { at: '2026-11-30T09:15:02.000Z', authority: 'Trusted Test TSA' },
  },
  agreement: {
    reference: '9f8e7d6c',
    signedAt: '2026-11-29T08:00:00.000Z',
    sha256: hash('d'),
    certified: null,
  },
  timestamp: null,
  auditChain: { checkedAt: '2026-12-01T00:00:00.000Z', ok: true },
};

describe('recordFacts', () => {
  it('gives references and UTC times in words, then the hashes', () => {
    expect(recordFacts(genuineBundle)).toEqual([
      { term: 'What was checked', text: 'Evidence bundle' },
      { term: 'Verification code', text: '7K3QD-9XJ2M' },
      { term: 'Issued', text: '2026-12-01 10:00:00 UTC' },
      { term: 'Disclosure', text: '1a2b3c4d' },
      { term: 'Sent', text: '2026-11-30 09:15:00 UTC' },
      { term: 'Disclosure certified', text: 'By Trusted Test TSA, 2026-11-30 09:15:02 UTC' },
      { term: 'Agreement', text: '9f8e7d6c' },
      { term: 'Agreement signed', text: '2026-11-29 08:00:00 UTC' },
      { term: 'Agreement certified', text: 'Not certified' },
      { term: 'Audit chain', text: 'Held when last checked, 2026-12-01 00:00:00 UTC' },
      { term: 'SHA-256 of the issued copy', hash: hash('b') },
      { term: 'SHA-256 of the submission manifest', hash: hash('c') },
      { term: 'SHA-256 of the signed agreement', hash: hash('d') },
    ]);
  });

  it('says only what a file not issued here is', () => {
    const foreign: Verification = {
      ...genuineBundle,
      verdict: 'not-issued',
      kind: 'unrecognised',
      issued: null,
      disclosure: null,
      agreement: null,
      auditChain: null,
    };
    expect(recordFacts(foreign)).toEqual([
      { term: 'What was checked', text: 'A file this portal does not issue' },
    ]);
  });

  it('leaves out what the record does not hold', () => {
    const older: Verification = {
      ...genuineBundle,
      issued: null,
      disclosure: { reference: '1a2b3c4d', sentAt: '', manifestSha256: '', certified: null },
      agreement: null,
      auditChain: null,
    };
    expect(recordFacts(older)).toEqual([
      { term: 'What was checked', text: 'Evidence bundle' },
      { term: 'Disclosure', text: '1a2b3c4d' },
      { term: 'Sent', text: 'Not recorded' },
      { term: 'Disclosure certified', text: 'Not certified' },
    ]);
  });

  it("names an agreement's long-term copy and its document timestamp", () => {
    const longTerm: Verification = {
      ...genuineBundle,
      kind: 'sealed-agreement',
      issued: null,
      disclosure: null,
      longTerm: { revision: 2, timestampedAt: '2026-12-06T01:30:00.000Z', authority: 'Acme TSA' },
      auditChain: null,
    };
    expect(recordFacts(longTerm).slice(0, 5)).toEqual([
      { term: 'What was checked', text: 'Signed agreement' },
      { term: 'Agreement', text: '9f8e7d6c' },
      { term: 'Agreement signed', text: '2026-11-29 08:00:00 UTC' },
      { term: 'Agreement certified', text: 'Not certified' },
      {
        term: 'Long-term copy',
        text: 'Revision 2, timestamped by Acme TSA, 2026-12-06 01:30:00 UTC',
      },
    ]);
  });

  it('tells a broken audit chain and a timestamp', () => {
    const timestamp: Verification = {
      ...genuineBundle,
      kind: 'timestamp',
      issued: null,
      disclosure: null,
      agreement: null,
      timestamp: { imprintSha256: hash('e'), at: '2026-11-30T09:15:02.000Z', authority: 'TSA' },
      auditChain: { checkedAt: '2026-12-01T00:00:00.000Z', ok: false },
    };
    expect(recordFacts(timestamp)).toEqual([
      { term: 'What was checked', text: 'Trusted timestamp (.tsr) and its file' },
      { term: 'Timestamp', text: 'By TSA, 2026-11-30 09:15:02 UTC' },
      { term: 'Audit chain', text: 'Broken when last checked, 2026-12-01 00:00:00 UTC' },
      { term: 'SHA-256 the timestamp is over', hash: hash('e') },
    ]);
  });
});

describe('failureText', () => {
  it("gives the server's words, and the wait of a 429 in minutes", () => {
    const limited = new ApiRequestError(429, 'rate_limited', 'Please wait 3400 seconds.', 3400);
    expect(failureText(limited)).toEqual({
      title: 'Too many checks',
      message: 'Too many checks have come from your connection. You can check again in 57 minutes.',
    });
    const unsaid = new ApiRequestError(429, 'rate_limited', 'Too many requests.');
    expect(failureText(unsaid).message).toBe('Too many requests.');
    const tooLarge = new ApiRequestError(413, 'payload_too_large', 'Files up to 60 MB.');
    expect(failureText(tooLarge)).toEqual({
      title: 'File too large',
      message: 'Files up to 60 MB.',
    });
    const invalid = new ApiRequestError(400, 'invalid_input', 'Send one file.');
    expect(failureText(invalid)).toEqual({ title: 'Cannot check this', message: 'Send one file.' });
    const busy = new ApiRequestError(503, 'unavailable', 'Other documents are being checked.');
    expect(failureText(busy)).toEqual({
      title: 'Busy for a moment',
      message: 'Other documents are being checked.',
    });
  });

  it('says a code is unknown in the page’s words', () => {
    const unknown = new ApiRequestError(404, 'not_found', 'Not found.');
    expect(failureText(unknown)).toEqual({
      title: 'Unknown code',
      message: verificationTexts.unknownCode,
    });
  });

  it('falls back to plain words', () => {
    expect(failureText(new Error('boom')).title).toBe('Not checked');
    expect(failureText(new Error('boom')).message).toMatch(/could not be made/);
  });
});

describe('waitText', () => {
  it('rounds up to seconds, then minutes', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(0.2)).toBe('1 second');
    expect(waitText(89)).toBe('89 seconds');
    expect(waitText(90)).toBe('2 minutes');
    expect(waitText(3600)).toBe('60 minutes');
  });
});

describe('evidenceTime', () => {
  it('gives the second in UTC, and what it cannot read as it is', () => {
    expect(evidenceTime('2026-11-30T09:15:02.345Z')).toBe('2026-11-30 09:15:02 UTC');
    expect(evidenceTime('2026-11-30T10:15:02+01:00')).toBe('2026-11-30 09:15:02 UTC');
    expect(evidenceTime('soon')).toBe('soon');
    expect(evidenceTime('')).toBe('—');
  });
});

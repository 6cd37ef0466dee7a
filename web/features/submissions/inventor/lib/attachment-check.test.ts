import { describe, expect, it } from 'vitest';
import { attachmentProblem, formatFileSize } from './attachment-check';

const MB = 1024 * 1024;

describe('attachmentProblem', () => {
  it('accepts the listed documents and images up to 10 MB', () => {
    for (const name of [
      'a.pdf',
      'b.DOCX',
      'c.doc',
      'd.xlsx',
      'e.xls',
      'f.pptx',
      'g.ppt',
      'h.jpeg',
      'i.jpg',
      'j.png',
      'k.gif',
    ]) {
      expect(attachmentProblem({ name, size: 1_000 }), name).toBeNull();
    }
    expect(attachmentProblem({ name: 'big.pdf', size: 10 * MB })).toBeNull();
  });

  it('refuses anything over 10 MB with the spec text', () => {
    expect(attachmentProblem({ name: 'big.pdf', size: 10 * MB + 1 })).toBe(
      'File size exceeds 10MB limit',
    );
    expect(attachmentProblem({ name: 'big.exe', size: 11 * MB })).toBe(
      'File size exceeds 10MB limit',
    );
  });

  it('refuses other types, and empty files', () => {
    const unsupported = 'File type not supported. Please upload a document or image file.';
    expect(
      attachmentProblem({ name: 'setup.exe', size: 10, type: 'application/x-msdownload' }),
    ).toBe(unsupported);
    expect(attachmentProblem({ name: 'notes.txt', size: 10, type: 'text/plain' })).toBe(
      unsupported,
    );
    expect(attachmentProblem({ name: 'pdf', size: 10 })).toBe(unsupported);
    expect(attachmentProblem({ name: 'a.pdf', size: 0 })).toBe(unsupported);
  });

  it('accepts a listed MIME type whatever the name', () => {
    expect(attachmentProblem({ name: 'scan', size: 10, type: 'image/png' })).toBeNull();
  });
});

describe('formatFileSize', () => {
  it('uses bytes, KB or MB', () => {
    expect(formatFileSize(512)).toBe('512 bytes');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(2.5 * MB)).toBe('2.5 MB');
  });
});

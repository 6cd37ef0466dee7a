import { describe, expect, it } from 'vitest';
import type { IdeaFile } from '#common/attachments';
import { attachmentUrl } from './download-attachment-button';
import {
  disclosureFile,
  fileSizeText,
  filesSummary,
  filesTotalText,
  ideaFiles,
  moreFilesText,
} from './idea-files';

const file = (id: string, name: string, size: number | null = 1024): IdeaFile => ({
  id,
  name,
  size,
  contentType: 'application/pdf',
  sha256: null,
  phi: [],
});

const three = [
  file('f1', 'report.pdf', 2048),
  file('f2', 'slides.pptx', 3 * 1024 * 1024),
  file('f3', 'sketch.png', 500),
];

describe("an idea's files as the pages show them", () => {
  it('lists every file in order, with its id, size and what the PHI guard read', () => {
    const files = ideaFiles({
      attachments: [three[0]!, { ...three[1]!, phi: ['mrn'] }],
      fileCount: 2,
      attachmentId: 'f1',
      attachmentName: 'report.pdf',
    });
    expect(files).toEqual([
      { id: 'f1', name: 'report.pdf', size: 2048, phi: [] },
      { id: 'f2', name: 'slides.pptx', size: 3 * 1024 * 1024, phi: ['mrn'] },
    ]);
  });

  it('shows the one attachment of a record without the list (an idea stored in this browser)', () => {
    expect(ideaFiles({ attachmentId: 'tmp', attachmentName: ' offline.pdf ' })).toEqual([
      { id: 'tmp', name: 'offline.pdf', size: null, phi: [] },
    ]);
    expect(ideaFiles({ attachments: [], attachmentId: null, attachmentName: 'old.pdf' })).toEqual([
      { id: null, name: 'old.pdf', size: null, phi: [] },
    ]);
  });

  it('has none without a file', () => {
    expect(ideaFiles({ attachments: [], attachmentId: null, attachmentName: null })).toEqual([]);
    expect(ideaFiles({ attachmentId: null, attachmentName: '  ' })).toEqual([]);
  });
});

describe('the Attachment column of My Submissions', () => {
  it('names the first file and counts the others', () => {
    expect(
      filesSummary({
        attachments: three,
        fileCount: 3,
        attachmentId: 'f1',
        attachmentName: 'report.pdf',
      }),
    ).toEqual({ first: 'report.pdf', more: 2, others: ['slides.pptx', 'sketch.png'] });
    expect(moreFilesText(2)).toEqual({ shown: '+2', spoken: 'and 2 more files' });
    expect(moreFilesText(1)).toEqual({ shown: '+1', spoken: 'and 1 more file' });
  });

  it('counts by fileCount when the record names only the first file', () => {
    expect(
      filesSummary({ attachments: [], fileCount: 4, attachmentId: 'f1', attachmentName: 'a.pdf' }),
    ).toEqual({ first: 'a.pdf', more: 3, others: [] });
  });

  it('has no more for one file, and nothing without any', () => {
    expect(
      filesSummary({ attachments: [three[0]!], attachmentId: 'f1', attachmentName: 'report.pdf' }),
    ).toMatchObject({ first: 'report.pdf', more: 0 });
    expect(filesSummary({ attachments: [], attachmentId: null, attachmentName: null })).toBeNull();
  });
});

describe('sizes and totals', () => {
  it('reads a size, and nothing when it is not known', () => {
    expect(fileSizeText(500)).toBe('500 bytes');
    expect(fileSizeText(2048)).toBe('2 KB');
    expect(fileSizeText(null)).toBeNull();
  });

  it('adds up the files', () => {
    const shown = ideaFiles({ attachments: three, attachmentId: 'f1', attachmentName: null });
    expect(filesTotalText(shown)).toBe('3 files, 3.0 MB in all');
    expect(filesTotalText(shown.slice(0, 1))).toBe('1 file, 2 KB');
    expect(filesTotalText([{ id: null, name: 'x.pdf', size: null, phi: [] }])).toBe('1 file');
    expect(filesTotalText([])).toBe('None');
  });
});

describe("a disclosure's file", () => {
  const shown = ideaFiles({ attachments: three, attachmentId: 'f1', attachmentName: null });

  it("is the idea's file it names", () => {
    expect(disclosureFile('f2', shown)).toMatchObject({ id: 'f2', name: 'slides.pptx' });
  });

  it('is none when it names none, or a file the idea does not have', () => {
    expect(disclosureFile(null, shown)).toBeNull();
    expect(disclosureFile(undefined, shown)).toBeNull();
    expect(disclosureFile('gone', shown)).toBeNull();
  });
});

describe('where a file is downloaded from', () => {
  it("is the file's own route, or the idea's first file without one", () => {
    expect(attachmentUrl('s1', 'f2')).toBe('/api/submissions/s1/attachments/f2');
    expect(attachmentUrl('s1', null)).toBe('/api/submissions/s1/attachment');
    expect(attachmentUrl('s1')).toBe('/api/submissions/s1/attachment');
  });
});

import { describe, expect, it } from 'vitest';
import { noFacts } from '#common/invention-facts';
import {
  draftChoices,
  filesRead,
  pickFiles,
  serverFiles,
  totalBytes,
  type IdeaFileChoice,
} from './file-choices';
import { factsWithFiles, readKeptFacts, sameFacts } from './kept-facts';

const MB = 1024 * 1024;
const pdf = (name: string, size = 1_000, type = 'application/pdf') =>
  ({ name, size, type }) as unknown as File;
const chosen = (file: File): IdeaFileChoice => ({ kind: 'file', key: file.name, file });
const listOf = (count: number, size = 1_000) =>
  Array.from({ length: count }, (_, index) => chosen(pdf(`f${index}.pdf`, size)));

describe('picking files', () => {
  it('adds several files at once, each checked as the one file always was', () => {
    const picked = [pdf('a.pdf'), pdf('b.pdf')];
    expect(pickFiles([], picked)).toEqual({ accepted: picked, message: null });
  });

  it("gives one file's problem in the spec's words, and names each file of several", () => {
    expect(pickFiles([], [pdf('scan.pdf', 11 * MB)])).toEqual({
      accepted: [],
      message: 'File size exceeds 10MB limit',
    });
    const good = pdf('good.pdf');
    expect(
      pickFiles(
        [],
        [good, pdf('tool.exe', 10, 'application/x-msdownload'), pdf('scan.pdf', 11 * MB)],
      ),
    ).toEqual({
      accepted: [good],
      message:
        '"tool.exe": File type not supported. Please upload a document or image file. "scan.pdf": File size exceeds 10MB limit',
    });
  });

  it('refuses a pick that would make an 11th file, adding none of it', () => {
    expect(pickFiles(listOf(10), [pdf('eleventh.pdf')])).toEqual({
      accepted: [],
      message: 'An idea can have at most 10 files.',
    });
    expect(pickFiles(listOf(8), [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')]).accepted).toEqual([]);
    expect(pickFiles(listOf(8), [pdf('a.pdf'), pdf('b.pdf')]).accepted).toHaveLength(2);
  });

  it('refuses a pick that would take the files past 50 MB, naming the total', () => {
    const current = listOf(5, 9 * MB);
    expect(pickFiles(current, [pdf('sixth.pdf', 6 * MB)])).toEqual({
      accepted: [],
      message: 'The files on one idea may add up to 50 MB; these add up to 51 MB.',
    });
    expect(pickFiles(current, [pdf('fits.pdf', 5 * MB)]).accepted).toHaveLength(1);
  });
});

describe("a draft's files in the form", () => {
  const file = (id: string, name: string, phi: string[] = []) => ({
    id,
    name,
    size: 100,
    contentType: 'application/pdf',
    sha256: null,
    phi,
  });

  it('are listed in order, and read as the files the server has', () => {
    const choices = draftChoices({
      attachments: [file('id-1', 'a.pdf'), file('id-2', 'b.pdf', ['mrn'])],
      attachmentId: 'id-1',
      attachmentName: 'a.pdf',
    });
    const uploading = chosen(pdf('c.pdf'));
    const all = [...choices, uploading];
    expect(serverFiles(all)).toEqual([
      { id: 'id-1', name: 'a.pdf' },
      { id: 'id-2', name: 'b.pdf' },
    ]);
    expect(filesRead(all)).toEqual([
      { name: 'a.pdf', phi: [] },
      { name: 'b.pdf', phi: ['mrn'] },
    ]);
    expect(totalBytes(all)).toBe(1_200);
  });

  it('read an answer naming only its first file as that one file', () => {
    expect(
      draftChoices({ attachments: [], attachmentId: 'id-1', attachmentName: 'old.pdf' }),
    ).toMatchObject([{ kind: 'kept', key: 'id-1', file: { id: 'id-1', name: 'old.pdf' } }]);
  });
});

describe("a disclosure's file", () => {
  const talk = {
    timing: 'prior' as const,
    type: 'talk' as const,
    date: '2025-03-04',
    where: 'Berlin',
    link: null,
  };

  it('is kept when it is one of the files, and cleared when it is not', () => {
    const facts = {
      ...noFacts,
      publicDisclosures: [{ ...talk, fileId: 'id-1' }, { ...talk, fileId: 'gone' }, talk],
    };
    expect(factsWithFiles(facts, ['id-1']).publicDisclosures).toEqual([
      { ...talk, fileId: 'id-1' },
      { ...talk, fileId: null },
      talk,
    ]);
    // Nothing to clear: the same facts.
    const clean = { ...noFacts, publicDisclosures: [talk] };
    expect(factsWithFiles(clean, [])).toBe(clean);
  });

  it('reads alike whether none is named by null or left out', () => {
    const named = readKeptFacts({ ...noFacts, publicDisclosures: [{ ...talk, fileId: 'id-1' }] });
    expect(named.publicDisclosures[0]!.fileId).toBe('id-1');
    expect(
      sameFacts(
        { ...noFacts, publicDisclosures: [{ ...talk, fileId: null }] },
        { ...noFacts, publicDisclosures: [talk] },
      ),
    ).toBe(true);
  });
});

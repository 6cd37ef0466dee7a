import { describe, expect, it } from 'vitest';
import { verificationTexts } from '#common/verification';
import { VERIFY_MAX_BYTES } from '#common/verification';
import { chosenFilesProblem, withChosen } from './chosen-files';

const file = (name: string, size = 100, lastModified = 1) => ({ name, size, lastModified });

describe('chosenFilesProblem', () => {
  it('takes one file, or a timestamp with the one file it is for', () => {
    expect(chosenFilesProblem([file('evidence-1.zip')])).toBeNull();
    expect(chosenFilesProblem([file('disclosure.pdf')])).toBeNull();
    expect(chosenFilesProblem([file('agreement.tsr'), file('agreement.pdf')])).toBeNull();
    expect(
      chosenFilesProblem([file('submission-manifest.json'), file('SUBMISSION-MANIFEST.TSR')]),
    ).toBeNull();
  });

  it('asks for a file when none is chosen', () => {
    expect(chosenFilesProblem([])).toBe(verificationTexts.noFile);
  });

  it('refuses three files, two documents, or two timestamps', () => {
    const three = [file('a.tsr'), file('a.pdf'), file('b.pdf')];
    expect(chosenFilesProblem(three)).toBe(verificationTexts.tooManyFiles);
    expect(chosenFilesProblem([file('a.pdf'), file('b.pdf')])).toBe(verificationTexts.tooManyFiles);
    expect(chosenFilesProblem([file('a.tsr'), file('b.tsr')])).toBe(verificationTexts.tooManyFiles);
  });

  it('names an empty file, and files over the limit', () => {
    expect(chosenFilesProblem([file('empty.pdf', 0)])).toBe('empty.pdf is empty.');
    expect(chosenFilesProblem([file('huge.zip', VERIFY_MAX_BYTES)])).toBeNull();
    expect(chosenFilesProblem([file('huge.zip', VERIFY_MAX_BYTES + 1)])).toMatch(
      /^huge\.zip is 60\.0 MB; up to 60\.0 MB can be checked here\. A larger bundle is checked with the steps in its VERIFY\.txt\.$/,
    );
    const half = VERIFY_MAX_BYTES / 2;
    expect(chosenFilesProblem([file('a.tsr', half), file('a.pdf', half + 1)])).toMatch(
      /^These files add up to 60\.0 MB; up to 60\.0 MB/,
    );
  });
});

describe('withChosen', () => {
  it('adds files in order and keeps a file chosen twice once', () => {
    const pdf = file('disclosure.pdf');
    const tsr = file('disclosure.tsr');
    expect(withChosen([pdf], [pdf, tsr])).toEqual([pdf, tsr]);
    // Another file of the same name is another file.
    const newer = file('disclosure.pdf', 100, 2);
    expect(withChosen([pdf], [newer])).toEqual([pdf, newer]);
  });
});

import { describe, expect, it } from 'vitest';
import { namesIn } from './bundle-names';

describe('names in a bundle folder', () => {
  it('keep a stored name as it is', () => {
    expect(namesIn('attachments')('sketch.pdf', 'application/pdf')).toBe('attachments/sketch.pdf');
  });

  it('never repeat, whatever the case, so unpacking overwrites nothing', () => {
    const name = namesIn('messages/attachments');
    expect(
      ['sketch.pdf', 'sketch.pdf', 'SKETCH.PDF', 'sketch (2).pdf'].map((file) =>
        name(file, 'application/pdf'),
      ),
    ).toEqual([
      'messages/attachments/sketch.pdf',
      'messages/attachments/sketch (2).pdf',
      'messages/attachments/SKETCH (3).PDF',
      'messages/attachments/sketch (2) (2).pdf',
    ]);
  });

  it('never repeat when one is spelt with composed letters and the other decomposed', () => {
    // macOS, for one, takes both spellings of "ä" for one name.
    const name = namesIn('attachments');
    const composed = 'Pr\u00e4sentation.pdf';
    const decomposed = 'Pra\u0308sentation.pdf';
    expect(name(composed, 'application/pdf')).toBe(`attachments/${composed}`);
    expect(name(decomposed, 'application/pdf')).toBe('attachments/Pra\u0308sentation (2).pdf');
  });

  it('cannot leave the folder or hide what a file is', () => {
    const name = namesIn('attachments');
    expect(name('../../etc/passwd', 'application/pdf')).toBe('attachments/_.._etc_passwd.pdf');
    expect(name('invoice\u202efdp.exe', 'application/pdf')).toBe('attachments/invoicefdp.exe.pdf');
    expect(name('...', 'image/png')).toBe('attachments/attachment.png');
  });
});

describe('long names', () => {
  it('fit a file system’s 255 bytes, cut between whole characters', () => {
    const path = namesIn('attachments')(`${'血栓'.repeat(150)}.pdf`, 'application/pdf');
    const file = path.slice('attachments/'.length);
    expect(Buffer.byteLength(file)).toBeLessThanOrEqual(200);
    expect(file).toMatch(/^(血栓)+血?\.pdf$/);
  });
});

describe('names unpacked on Windows', () => {
  it('hold none of the characters it refuses', () => {
    expect(namesIn('attachments')('a:b?c*<d>|.pdf', 'application/pdf')).toBe(
      'attachments/a_b_c__d__.pdf',
    );
  });

  it('are never a device name, whatever the case or extension', () => {
    const name = namesIn('attachments');
    expect(
      [
        ['CON.pdf', 'application/pdf'],
        ['nul.txt', 'text/plain'],
        ['com1', 'application/pdf'],
        ['Lpt9.tar.pdf', 'application/pdf'],
        ['aux .pdf', 'application/pdf'],
        ['console.pdf', 'application/pdf'],
      ].map(([file, type]) => name(file!, type!)),
    ).toEqual([
      'attachments/_CON.pdf',
      'attachments/_nul.txt',
      'attachments/_com1.pdf',
      'attachments/_Lpt9.tar.pdf',
      'attachments/_aux .pdf',
      'attachments/console.pdf',
    ]);
  });

  it('end in neither a dot nor a space', () => {
    const name = namesIn('attachments');
    expect(name('notes. . ', 'application/octet-stream')).toBe('attachments/notes');
    expect(name('notes...', 'application/octet-stream')).toBe('attachments/notes (2)');
    expect(name('report.pdf. ', 'application/pdf')).toBe('attachments/report.pdf');
    expect(name(`${'a'.repeat(300)}`, 'application/octet-stream')).not.toMatch(/[. ]$/);
  });
});

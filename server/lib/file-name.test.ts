import { describe, expect, it } from 'vitest';
import { safeFileName } from './file-name';

const pdf = 'application/pdf';

describe('safe file names', () => {
  it('end in the extension of the type the bytes showed', () => {
    expect(safeFileName('review.hta', pdf)).toBe('review.hta.pdf');
    expect(safeFileName('scan', pdf)).toBe('scan.pdf');
    expect(safeFileName('Scan.PDF', pdf)).toBe('Scan.PDF');
    expect(safeFileName('photo.jpeg', 'image/jpeg')).toBe('photo.jpeg');
    expect(safeFileName('photo.jpg', 'image/png')).toBe('photo.jpg.png');
    expect(safeFileName('budget.xls', 'application/vnd.ms-excel')).toBe('budget.xls');
  });

  it('lose control, format and bidirectional characters', () => {
    const hidden = ['\u202e', '\u202a', '\u202d', '\u2066', '\u2069', '\u200e', '\u200f', '\u200b'];
    expect(safeFileName(`in${hidden.join('')}voice.pdf`, pdf)).toBe('invoice.pdf');
    expect(safeFileName('a\u0000b\u007f\u0085\u009fc\ufeff.pdf', pdf)).toBe('abc.pdf');
    expect(safeFileName('evil\u202Efdp.exe', pdf)).toBe('evilfdp.exe.pdf');
  });

  it('lose paths, quotes and leading dots, and are never empty', () => {
    expect(safeFileName('../../etc/"passwd"', pdf)).toBe('_.._etc__passwd_.pdf');
    expect(safeFileName('\u202e.htaccess', pdf)).toBe('htaccess.pdf');
    expect(safeFileName('\u200b', pdf)).toBe('attachment.pdf');
    expect(safeFileName('a'.repeat(300), pdf)).toBe(`${'a'.repeat(200)}.pdf`);
  });

  it('keep a name whose type has no known extension', () => {
    expect(safeFileName('notes.txt', 'application/octet-stream')).toBe('notes.txt');
  });
});

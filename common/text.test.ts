import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isPlainText, plainText } from './text';

describe('text people type', () => {
  it.each(['Dr. Amélie Dubois', 'Flow diverter — 4.5 mm', '血栓回収', 'Aneurysm 🧠 coil', ''])(
    'accepts %j on one line',
    (value) => {
      expect(isPlainText(value)).toBe(true);
    },
  );

  it.each([
    ['NUL', 'a\u0000b'],
    ['a tab', 'a\tb'],
    ['a line break', 'a\nb'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['half a surrogate pair (high)', 'a\ud800b'],
    ['half a surrogate pair (low)', '\udc00b'],
    ['the pair reversed', '\ude00\ud83d'],
  ])('refuses %s on one line', (_, value) => {
    expect(isPlainText(value)).toBe(false);
  });

  it('keeps line breaks (LF or CRLF) and tabs where there may be several lines', () => {
    expect(isPlainText('one\n\ttwo\r\nthree', 'multi-line')).toBe(true);
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a bare carriage return', 'a\rb'],
    ['a form feed', 'a\fb'],
    ['ESC', 'a\u001bb'],
    ['half a surrogate pair', 'a\ud800'],
  ])('refuses %s in several lines', (_, value) => {
    expect(isPlainText(value, 'multi-line')).toBe(false);
  });

  it('names the field in the schema’s message', () => {
    const result = plainText(z.string().trim(), 'Title').safeParse('Catheter\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Title contains characters that are not allowed.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { mentionedIn } from './mentions';

const ann = { id: '1', name: 'Ann Lee', email: 'ann@portal.test', role: 'admin' as const };
const anna = { id: '2', name: 'Anna', email: 'anna@portal.test', role: 'reviewer' as const };
const staff = [ann, anna];

describe('mentions in a note', () => {
  it('are staff named by @name or @address, in any case', () => {
    expect(mentionedIn('Please check, @ann lee.', staff)).toEqual([ann]);
    expect(mentionedIn('cc @ANNA@PORTAL.TEST', staff)).toEqual([anna]);
    expect(mentionedIn('@Anna and @Ann Lee', staff)).toEqual([ann, anna]);
  });

  it('count only whole names', () => {
    expect(mentionedIn('@Ann Leeward said so', staff)).toEqual([]);
    expect(mentionedIn('@Annabel', staff)).toEqual([]);
    expect(mentionedIn('write to ann@portal.test', staff)).toEqual([]);
  });
});

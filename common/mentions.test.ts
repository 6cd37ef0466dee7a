import { describe, expect, it } from 'vitest';
import { mentionCandidates, mentionedIn, mentionQueryAt, unmatchedMentions } from './mentions';

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

describe('@words a note names no one with', () => {
  it('are flagged as typed, once each', () => {
    expect(unmatchedMentions('@daniel please look, and @Daniel again', staff)).toEqual(['@daniel']);
    expect(unmatchedMentions('@Ann Lee and @Anna: fine', staff)).toEqual([]);
    expect(unmatchedMentions('@Annabel.', staff)).toEqual(['@Annabel']);
  });

  it('leave addresses and a lone @ alone', () => {
    expect(unmatchedMentions('write to ann@portal.test @ 5 mg', staff)).toEqual([]);
  });
});

describe('the mention being typed', () => {
  it('runs from its @ to the caret, across single spaces', () => {
    expect(mentionQueryAt('Hi @ann l', 9)).toEqual({ start: 3, query: 'ann l' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('mail ann@portal', 15)).toBeNull();
    expect(mentionQueryAt('@ann\nnext', 9)).toBeNull();
  });

  it('offers whoever has a name or a word of it starting so', () => {
    expect(mentionCandidates('lee', staff)).toEqual([ann]);
    expect(mentionCandidates('an', staff)).toEqual([ann, anna]);
    expect(mentionCandidates('', staff)).toEqual([ann, anna]);
  });
});

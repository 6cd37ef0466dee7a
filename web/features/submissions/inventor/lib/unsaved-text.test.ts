import { describe, expect, it } from 'vitest';
import { noFacts } from '#common/invention-facts';
import { unsavedText } from './unsaved-text';

const newer = {
  ideaTitle: 'Softer tip',
  ideaDescription: 'Bends at body temperature, as Omar wrote it.',
  facts: { ...noFacts, problem: 'Stiff tips perforate.' },
};

describe('unsavedText', () => {
  it('keeps what the newer version does not hold, under the labels the form shows', () => {
    const typed = {
      ideaTitle: 'Softer tip ',
      ideaDescription: 'Bends at body temperature, as Lena wrote it.',
      facts: { ...noFacts, problem: 'Stiff tips perforate.', advantages: 'Fewer bleeds.' },
    };
    expect(unsavedText(typed, newer)).toEqual([
      { label: 'Description', text: 'Bends at body temperature, as Lena wrote it.' },
      { label: 'Advantages over current practice', text: 'Fewer bleeds.' },
    ]);
  });

  it('keeps everything typed when the newer version could not be read', () => {
    expect(unsavedText({ ideaTitle: 'Softer tip', ideaDescription: '  ' }, null)).toEqual([
      { label: 'Title', text: 'Softer tip' },
    ]);
  });
});

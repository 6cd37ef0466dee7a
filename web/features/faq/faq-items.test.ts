import { describe, expect, it } from 'vitest';
import { faqItems, homeFaqItems } from './faq-items';

describe('the FAQ', () => {
  it('has seven questions, five of them on the home page, in the same order', () => {
    expect(faqItems).toHaveLength(7);
    expect(homeFaqItems).toHaveLength(5);
    const order = faqItems.map((item) => item.id);
    const homeOrder = homeFaqItems.map((item) => order.indexOf(item.id));
    expect(homeOrder).toEqual([...homeOrder].sort((a, b) => a - b));
  });

  it('gives every question a unique id and an answer', () => {
    expect(new Set(faqItems.map((item) => item.id)).size).toBe(faqItems.length);
    for (const item of faqItems) {
      expect(item.question.endsWith('?')).toBe(true);
      expect(item.answer.join(' ').length).toBeGreaterThan(40);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { jobTitleText, shortUserId, userName } from './user-display';

describe('user display', () => {
  it('shows the name, or the placeholder when it is missing or blank', () => {
    expect(userName('Ada Lovelace')).toBe('Ada Lovelace');
    expect(userName(null)).toBe('(No Name Provided)');
    expect(userName('   ')).toBe('(No Name Provided)');
  });

  it("shows 'No Title' for a missing job title", () => {
    expect(jobTitleText('Neurosurgeon')).toBe('Neurosurgeon');
    expect(jobTitleText(null)).toBe('No Title');
    expect(jobTitleText('')).toBe('No Title');
  });

  it('keeps the first 8 characters of the id', () => {
    expect(shortUserId('0123456789abcdef')).toBe('01234567');
    expect(shortUserId('abc')).toBe('abc');
  });
});

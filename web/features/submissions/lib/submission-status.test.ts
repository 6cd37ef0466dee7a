import { describe, expect, it } from 'vitest';
import { statusDisplay, statusToneClassNames } from './submission-status';

describe('statusDisplay', () => {
  it('labels and colours each status as the spec does', () => {
    expect(
      ['draft', 'pending', 'approved', 'rejected'].map((s) => {
        const { label, tone } = statusDisplay(s);
        return [label, tone];
      }),
    ).toEqual([
      ['Draft', 'blue'],
      ['Submitted', 'yellow'],
      ['Approved', 'green'],
      ['Rejected', 'red'],
    ]);
  });

  it('shows anything else as Unknown in gray', () => {
    expect(statusDisplay(undefined)).toMatchObject({ label: 'Unknown', tone: 'gray' });
    expect(statusDisplay(null)).toMatchObject({ label: 'Unknown', tone: 'gray' });
    expect(statusDisplay('archived')).toMatchObject({ label: 'Unknown', tone: 'gray' });
    // An inherited property name is not a status.
    expect(statusDisplay('toString')).toMatchObject({ label: 'Unknown', tone: 'gray' });
  });

  it('names the browser-only queued status in words, in gray', () => {
    expect(statusDisplay('pending-local')).toMatchObject({
      label: 'Pending (stored locally)',
      tone: 'gray',
    });
  });

  it('gives each tone dark text on a pale fill', () => {
    for (const { tone, className } of ['draft', 'pending', 'approved', 'rejected', 'x'].map((s) =>
      statusDisplay(s),
    )) {
      expect(className).toBe(statusToneClassNames[tone]);
      expect(className).toMatch(/\btext-\w+-(800|900)\b/);
      expect(className).toMatch(/\bbg-\w+-(50|100)\b/);
    }
  });
});

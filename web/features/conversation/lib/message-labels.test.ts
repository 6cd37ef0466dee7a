import { describe, expect, it } from 'vitest';
import type { MessageRecord } from '#common/conversation';
import { arrivalAnnouncement, authorLabel, kindLabel } from './message-labels';

const message = (overrides: Partial<MessageRecord>): MessageRecord => ({
  id: 'm1',
  kind: 'message',
  authorName: 'Dr. Alice Moreau',
  authorRole: 'submitter',
  mine: false,
  text: 'Hello',
  attachment: null,
  mentions: [],
  createdAt: '2026-11-24T10:00:00.000Z',
  ...overrides,
});

describe('message labels', () => {
  it('name the author with their side, or You', () => {
    expect(authorLabel(message({}))).toBe('Dr. Alice Moreau (Inventor)');
    expect(authorLabel(message({ authorRole: 'staff', authorName: 'Rita' }))).toBe('Rita (Staff)');
    expect(authorLabel(message({ mine: true }))).toBe('You');
  });

  it('name requests and notes, and nothing else', () => {
    expect(kindLabel('request')).toBe('Request for more information');
    expect(kindLabel('note')).toBe('Internal note');
    expect(kindLabel('message')).toBeNull();
  });

  it('announce who wrote what arrived', () => {
    expect(arrivalAnnouncement([message({})])).toBe(
      'New message from Dr. Alice Moreau (Inventor).',
    );
    expect(
      arrivalAnnouncement([message({ kind: 'note', authorRole: 'staff', authorName: 'Rita' })]),
    ).toBe('New internal note from Rita (Staff).');
    expect(arrivalAnnouncement([message({}), message({ id: 'm2' })])).toBe('2 new messages.');
  });
});

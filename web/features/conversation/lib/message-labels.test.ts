import { describe, expect, it } from 'vitest';
import type { MessageRecord } from '#common/conversation';
import { authorLabel, kindLabel } from './message-labels';

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
});

import { describe, expect, it } from 'vitest';
import { submissionsList } from './submissions';
import { usersList } from '#web/features/users';

describe('a list query read from a link', () => {
  it('keeps a search anyone could type', () => {
    const params = new URLSearchParams({ q: ' Dr. Amélie ', status: 'approved' });
    expect(submissionsList.queryFrom(params)).toMatchObject({
      q: 'Dr. Amélie',
      status: 'approved',
    });
  });

  it('drops a search the API would refuse, keeping the rest of the link', () => {
    const params = new URLSearchParams({ q: 'coil\u0000', status: 'approved', page: '2' });
    expect(submissionsList.queryFrom(params)).toMatchObject({ q: '', status: 'approved', page: 2 });
    expect(usersList.queryFrom(new URLSearchParams({ q: '\u0085', sort: 'email' }))).toMatchObject({
      q: '',
      sort: 'email',
    });
  });
});

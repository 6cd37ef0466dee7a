import { describe, expect, it } from 'vitest';
import { roleChanges } from './role-change';

const labels = (role: Parameters<typeof roleChanges>[0]) => roleChanges(role).map((c) => c.label);

describe('roleChanges', () => {
  it('offers the two roles an account does not have', () => {
    expect(labels('user')).toEqual(['Make admin', 'Make reviewer']);
    expect(labels('admin')).toEqual(['Remove staff role', 'Make reviewer']);
    expect(labels('reviewer')).toEqual(['Make admin', 'Remove staff role']);
  });

  it('keeps the button used in its place: the first makes or unmakes an admin', () => {
    expect(roleChanges('user')[0].to).toBe('admin');
    expect(roleChanges('admin')[0].to).toBe('user');
    expect(roleChanges('reviewer')[1].to).toBe('user');
    expect(roleChanges('user')[1].to).toBe('reviewer');
  });

  it('names the account in each question; only removal is destructive', () => {
    for (const change of roleChanges('reviewer')) {
      expect(change.description('ada@example.com')).toContain('ada@example.com');
    }
    expect(roleChanges('admin')[0].destructive).toBe(true);
    expect(roleChanges('admin')[0].details).toBeUndefined();
    expect(roleChanges('admin')[1].destructive).toBe(false);
    expect(roleChanges('user')[1].details).toMatch(/two-factor/);
  });
});

import { describe, expect, it } from 'vitest';
import { roleChanges } from './role-change';

const labels = (role: Parameters<typeof roleChanges>[0]) => roleChanges(role).map((c) => c.label);

describe('roleChanges', () => {
  it('offers the roles an account does not have', () => {
    expect(labels('user')).toEqual(['Make admin', 'Make reviewer', 'Make outside counsel']);
    expect(labels('admin')).toEqual(['Remove staff role', 'Make reviewer', 'Make outside counsel']);
    expect(labels('reviewer')).toEqual(['Make admin', 'Remove staff role', 'Make outside counsel']);
    expect(labels('counsel')).toEqual(['Make admin', 'Make reviewer', 'Remove staff role']);
  });

  it('keeps the button used in its place: each place makes or unmakes one role', () => {
    expect(roleChanges('user')[0].to).toBe('admin');
    expect(roleChanges('admin')[0].to).toBe('user');
    expect(roleChanges('reviewer')[1].to).toBe('user');
    expect(roleChanges('user')[1].to).toBe('reviewer');
    expect(roleChanges('user')[2].to).toBe('counsel');
    expect(roleChanges('counsel')[2].to).toBe('user');
  });

  it('names the account in each question; only removal is destructive', () => {
    for (const role of ['user', 'admin', 'reviewer', 'counsel'] as const) {
      for (const change of roleChanges(role)) {
        expect(change.description('ada@example.com')).toContain('ada@example.com');
      }
    }
    expect(roleChanges('admin')[0].destructive).toBe(true);
    expect(roleChanges('admin')[0].details).toBeUndefined();
    expect(roleChanges('admin')[1].destructive).toBe(false);
    expect(roleChanges('user')[1].details).toMatch(/two-factor/);
    expect(roleChanges('counsel')[2].destructive).toBe(true);
  });

  it('says what outside counsel may see, and that they sign in with two factors', () => {
    expect(roleChanges('user')[2].details).toBe(
      'Outside counsel see only the ideas an admin invites them to, after two-factor sign-in.',
    );
    expect(roleChanges('counsel')[2].description('ada@example.com')).not.toMatch(/admin portal/);
  });
});

import { describe, expect, it } from 'vitest';
import { filtersFrom, isFiltered, searchParamsOf } from './trail-url';

describe('the audit trail’s address', () => {
  it('reads the filters set and leaves out the blank ones, both ways', () => {
    const filters = filtersFrom(
      new URLSearchParams('idea=1a2b3c4d&person=+&action=user.role_changed&to=2026-12-05&x=1'),
    );
    expect(filters).toEqual({ idea: '1a2b3c4d', action: 'user.role_changed', to: '2026-12-05' });
    expect(searchParamsOf(filters).toString()).toBe(
      'idea=1a2b3c4d&action=user.role_changed&to=2026-12-05',
    );
    expect(isFiltered(filters)).toBe(true);
    expect(isFiltered(filtersFrom(new URLSearchParams('')))).toBe(false);
  });
});

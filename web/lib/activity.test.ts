import { describe, expect, it } from 'vitest';
import { idleSignInPath, isBackgroundRequest } from './activity';

describe('the person’s own use of the portal', () => {
  it('counts a request within ten seconds of their last input as theirs, later ones as background', () => {
    const now = Date.now();
    expect(isBackgroundRequest(now)).toBe(false);
    expect(isBackgroundRequest(now + 11_000)).toBe(true);
  });

  it('sends an idle session to sign-in, saying why, and back to the page it was on', () => {
    expect(idleSignInPath('/admin/submissions?page=2')).toBe(
      '/login?signed-out=idle&next=%2Fadmin%2Fsubmissions%3Fpage%3D2',
    );
    expect(idleSignInPath('/')).toBe('/login?signed-out=idle');
  });
});

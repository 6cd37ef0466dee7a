import { mePath, parseMeResponse } from '#common/contracts/me';
import { roleOf } from '#common/roles';
import { isStaffAccount, type HeaderAccount } from '#web/components/layout/header-account';

/**
 * Who is signed in, from GET /api/me; null for a visitor and when the check fails (the app
 * shows the signed-out links then too). Asked with fetch and read with the contract's own
 * parser, which needs no schema library: one would outweigh the rest of the page's script.
 */
async function whoIsSignedIn(): Promise<HeaderAccount | null> {
  try {
    const response = await fetch(mePath, { headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const me = parseMeResponse(await response.json());
    if (!me.user) return null;
    return {
      email: me.user.email,
      name: me.profile?.fullName?.trim() || null,
      role: roleOf(me.user),
    };
  } catch {
    return null;
  }
}

/**
 * Fills in the prerendered header's signed-in state: Sign In and Register for a visitor; the
 * account menu (React, fetched only then) and any admin entries for a signed-in user.
 */
export async function showAccount(page: ParentNode) {
  const account = await whoIsSignedIn();
  for (const element of page.querySelectorAll<HTMLElement>('[data-account="signed-out"]'))
    element.hidden = account !== null;
  for (const element of page.querySelectorAll<HTMLElement>('[data-account="admin"]'))
    element.hidden = !isStaffAccount(account);
  const slot = page.querySelector<HTMLElement>('[data-account-menu]');
  if (account && slot) (await import('./signed-in-menu')).showSignedInMenu(slot, account);
}

import { idleSignOut } from '#common/auth/idle';

// Shared by the portal's tabs: a key press in one keeps the others from signing out.
const SHARED_KEY = 'portal:lastInput';
const SHARE_EVERY_MS = 5_000;
const INPUTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

// Opening or reloading a page is the person's own doing.
let lastInput = Date.now();
let lastShared = 0;

function record() {
  lastInput = Date.now();
  if (lastInput - lastShared < SHARE_EVERY_MS) return;
  lastShared = lastInput;
  try {
    localStorage.setItem(SHARED_KEY, String(lastInput));
  } catch {
    // storage full or blocked: this tab alone keeps its own time
  }
}

/** Listens for the person's own key presses, clicks, touches and scrolling in this tab. */
export function trackActivity(target: Pick<Window, 'addEventListener'> = window) {
  for (const type of INPUTS)
    target.addEventListener(type, record, { capture: true, passive: true });
}

/** When the person last used any of the portal's tabs in this browser. */
export function lastActivityAt(): number {
  let shared = 0;
  try {
    shared = Number(localStorage.getItem(SHARED_KEY)) || 0;
  } catch {
    // unreadable storage: this tab's own time
  }
  return Math.max(lastInput, shared);
}

/**
 * Whether a request now is one nobody in this tab just asked for (a poll, a refetch of a page
 * left open): the server does not count it as use of the session (ADR 42).
 */
export const isBackgroundRequest = (now = Date.now()) =>
  now - lastInput > idleSignOut.ownRequestWindowMs;

/** Where a session that ended for inactivity sends its person: sign-in, saying why, then back. */
export function idleSignInPath(from: string): string {
  const query = new URLSearchParams({ [idleSignOut.reasonParam]: idleSignOut.reasonValue });
  if (from !== '/' && !from.startsWith('/login')) query.set('next', from);
  return `/login?${query}`;
}

let leaving = false;

/**
 * The server ended the session for inactivity: everything this page holds (the query cache,
 * what is on screen) goes with a full load of the sign-in page.
 */
export function leaveIdleSession() {
  if (leaving) return;
  leaving = true;
  const { pathname, search } = window.location;
  window.location.assign(idleSignInPath(pathname + search));
}

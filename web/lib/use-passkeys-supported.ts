import { useSyncExternalStore } from 'react';

// Whether the browser has WebAuthn does not change while the page is open.
const subscribe = () => () => {};
const getSnapshot = () => typeof window.PublicKeyCredential === 'function';
// Written at build time (the sign-in page), the screen shows what nearly every browser has;
// the app, once it replaces that screen, hides the passkey's button where there is none.
const getServerSnapshot = () => true;

/** Whether this browser can use passkeys (WebAuthn's PublicKeyCredential). */
export function usePasskeysSupported(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

import { useMutation } from '@tanstack/react-query';
import { signInSsoContract } from '#common/contracts/auth';
import { ApiRequestError, callApi } from '#web/lib/api';
import { failingAs } from '#web/lib/failing-as';
import { ssoErrorPath, ssoReturnPath, ssoStartFailure } from '../lib/sso-sign-in';

const UNUSABLE_ADDRESS =
  'The server answered an address this page cannot open. Please try again or contact your administrator.';

/** The provider's address, if it is a web page's: never a script or another scheme. */
function webPage(url: string): string {
  try {
    const target = new URL(url, window.location.href);
    if (target.protocol === 'https:' || target.protocol === 'http:') return target.href;
  } catch {
    // not an address at all
  }
  throw new ApiRequestError(200, 'invalid_response', UNUSABLE_ADDRESS);
}

/** How long the page waits to be left for the provider before it is usable again. */
const LEAVING_MS = 10_000;

/**
 * Resolves once the browser leaves the page (or, should it stay, after a while): the form
 * stays busy until the provider's page takes over, and is usable again when the person comes
 * back to this one.
 */
function leavingPage(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      window.removeEventListener('pagehide', done);
      resolve();
    };
    const timer = window.setTimeout(done, LEAVING_MS);
    window.addEventListener('pagehide', done);
  });
}

/**
 * Starts single sign-on for an address on a provider's domain: the server answers the
 * provider's sign-in page, and the browser goes there. It comes back signed in to the sign-in
 * page, which takes the person on to `requested` (or their own start page); failed, to the
 * sign-in page with `?error=`.
 */
export async function startSso({
  email,
  requested,
}: {
  email: string;
  requested: string | null;
}): Promise<void> {
  const back = ssoReturnPath(requested);
  const { url } = await callApi(signInSsoContract, {
    body: {
      email: email.trim(),
      callbackURL: back,
      newUserCallbackURL: back,
      errorCallbackURL: ssoErrorPath,
    },
  });
  window.location.assign(webPage(url));
  await leavingPage();
}

/** Single sign-on's start; a refusal is thrown on the email box for the form to show. */
export function useStartSso() {
  return useMutation({ mutationFn: failingAs(startSso, ssoStartFailure) });
}

import { parseMeResponse, type MeResponse } from '#common/contracts/me';
import type { Session } from '../api/get-session';

// A page the server rendered for a signed-in user (ADR 0020) carries the /api/me reply it was
// rendered from, so the app's first render has the same account and draws the same screen.
const elementId = 'session-in-page';

/** The reply as a JSON data block; `<` is escaped so no value can close the element. */
export function SessionInPage({ reply }: { reply: MeResponse }) {
  const json = JSON.stringify(reply).replace(/</g, '\\u003c');
  return (
    <script type="application/json" id={elementId} dangerouslySetInnerHTML={{ __html: json }} />
  );
}

/** The account the page was rendered for; undefined when it carries none or it cannot be read. */
export function readSessionInPage(doc: Document): Session | null | undefined {
  const text = doc.getElementById(elementId)?.textContent;
  if (!text) return undefined;
  try {
    const reply = parseMeResponse(JSON.parse(text));
    return reply.user ? reply : null;
  } catch {
    return undefined;
  }
}

import { AGREEMENT_SIGNED_EVENT, type AgreementSignedMessage } from '#common/agreements';

/** The message the built-in signing page sends the page that embeds it. */
export function agreementSignedMessage(
  documentId: string,
  agreementId: string | null,
): AgreementSignedMessage {
  return { type: AGREEMENT_SIGNED_EVENT, status: 'Signed', documentId, agreementId };
}

type FrameWindow = Pick<Window, 'parent' | 'location'> & { postMessage?: unknown };

/** Whether the page runs inside a frame (the embedded signing dialog). */
export function isInFrame(win: FrameWindow): boolean {
  try {
    return win.parent !== win;
  } catch {
    return true;
  }
}

/**
 * Tells the embedding page the document is signed, addressed to our own origin only (never
 * '*'). Returns false when the page is not in a frame, so the caller shows its own next page.
 */
export function notifyParentOfSigning(win: FrameWindow, message: AgreementSignedMessage): boolean {
  if (!isInFrame(win)) return false;
  win.parent.postMessage(message, win.location.origin);
  return true;
}

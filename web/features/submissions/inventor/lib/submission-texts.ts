/**
 * The idea and submission texts of the dashboard (spec 02 §4, §8). The validation texts the
 * server shares are in common/submissions.ts (submissionMessages).
 */
const draftSavedWithoutAttachment = (reason: string) =>
  `The attachment could not be uploaded, so the draft was saved without it. ${reason}`.trim();
const sentWithoutAttachment = 'Your idea was sent without the attachment.';

export const submissionTexts = {
  submitted: {
    title: 'Idea Submitted',
    message: 'Thank you! Your idea has been submitted for review.',
  },
  draftSaved: {
    title: 'Draft Saved',
    message: 'Your draft has been saved. You can edit it from My Submissions.',
  },
  draftUpdated: { title: 'Draft Updated', message: 'Your changes to the draft have been saved.' },
  draftDeleted: { title: 'Draft Deleted', message: 'The draft has been deleted.' },
  storedLocally: {
    title: 'Submission Stored Locally',
    message:
      'We could not reach the server. Your idea is kept on this device and will be sent automatically when the connection is back.',
  },
  queueDelivered: (count: number, title: string) =>
    count === 1
      ? `Your idea "${title}" has been sent for review.`
      : `${count} ideas stored on this device have been sent for review.`,
  queueDeliveredTitle: 'Stored Submission Sent',
  queueSentWithoutAttachment: (title: string, reason: string) =>
    `"${title}" was sent without its attachment. ${reason}`,
  queueGaveUp: {
    title: 'Submission Not Sent',
    message: (title: string) =>
      `"${title}" could not be sent after 3 attempts. It stays in My Submissions, where you can try again.`,
  },
  stillOffline: {
    title: 'Connection Error',
    message: 'The server cannot be reached right now. Your idea stays on this device.',
  },
  connectionWarning: {
    title: 'Connection Warning',
    message:
      'We could not confirm the connection to the server. We will still try to send your idea.',
  },
  draftNotFound: {
    title: 'Draft Not Found',
    message: 'The draft you tried to open could not be found.',
  },
  notADraft: {
    title: 'Not a Draft',
    message: 'Only drafts can be edited. A submitted idea can be resubmitted from My Submissions.',
  },
  loadFailed: { title: 'Error', message: 'Database connection failed. Please try again later.' },
  /** A draft sent from My Submissions that the PHI guard flagged: opened to be confirmed. */
  phiUnconfirmedDraft: {
    title: 'Confirmation Needed',
    message:
      'This draft may contain information that identifies a patient. It is now open: remove it, or confirm that it does not identify a patient, then submit it.',
  },
  draftSaveFailed: 'Draft Save Failed',
  submitFailed: 'Submission Failed',
  draftSubmitFailed: 'Submission failed',
  deleteFailed: 'Delete failed',
  deleteFailedWith: (reason: string) => `Failed to delete submission: ${reason}`,
  uploadFailed: 'Upload Failed',
  attachmentNotSaved: 'Attachment Not Saved',
  unreachable: 'Could not reach the server. Please check your connection and try again.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  draftSavedWithoutAttachment,
  /** The spec's text for one file; for several, how many, and each one's reason. */
  draftSavedWithoutFiles: (count: number, reasons: string) =>
    count === 1
      ? draftSavedWithoutAttachment(reasons)
      : `${count} attachments could not be uploaded, so the draft was saved without them. ${reasons}`.trim(),
  sentWithoutAttachment,
  /** `named`: the idea has several files, so those left out are named. */
  sentWithoutFiles: (names: readonly string[], named: boolean) =>
    !named
      ? sentWithoutAttachment
      : names.length === 1
        ? `Your idea was sent without the attachment "${names[0]}".`
        : `Your idea was sent without these attachments: ${names.map((name) => `"${name}"`).join(', ')}.`,
  queuedWithoutAttachment: (reason: string | null) =>
    reason
      ? `It will be sent without the attachment: ${reason}`
      : 'It will be sent without the attachment.',
  queuedWithoutFiles: (count: number, reason: string | null) => {
    const what = count === 1 ? 'one of its attachments' : `${count} of its attachments`;
    return reason
      ? `It will be sent without ${what}: ${reason}`
      : `It will be sent without ${what}.`;
  },
  fileTooLargeToKeep: 'File too large for temporary storage',
  /** Where the idea dialog keeps what is typed (its autosave). */
  autosave: {
    saving: 'Saving…',
    saved: 'Saved as a draft',
    partial: 'Saved as a draft. Facts not yet complete are kept on this device.',
    local: 'Saved on this device. Add a title to keep it as a draft.',
    failed: 'Saved on this device only: the server could not be reached.',
    restored: 'Restored what you typed earlier.',
  },
  discardIdea: {
    title: 'Discard This Idea?',
    message:
      'What you typed has not been submitted. Discarding it also removes the draft kept while you typed. To keep it, choose Save as Draft.',
    action: 'Discard',
  },
  discardChanges: {
    title: 'Discard Your Changes?',
    message: 'The draft goes back to how it was when you opened it.',
    action: 'Discard Changes',
  },
  discardFailed: {
    title: 'Could Not Discard',
    message: 'The server could not be reached. What you typed is still here.',
  },
  listFailed: 'Failed to load your submissions. Please try again.',
  listTimedOut: 'Request took too long',
} as const;

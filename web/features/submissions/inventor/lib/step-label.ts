/** The Step 2 button's label (spec 02 §2 "Submit-idea tab"). */
export function stepButtonLabel({
  loadingDraft,
  draftLoaded,
  draftMode,
  checkingAgreement,
}: {
  loadingDraft: boolean;
  draftLoaded: boolean;
  draftMode: boolean;
  checkingAgreement: boolean;
}): string {
  if (loadingDraft) return 'Loading Draft...';
  if (draftLoaded) return draftMode ? 'Edit Draft' : 'Edit Idea';
  if (checkingAgreement) return 'Checking Status...';
  return 'Submit Idea';
}

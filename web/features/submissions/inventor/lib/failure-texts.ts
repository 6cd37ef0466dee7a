import { submissionMessages } from '#common/submissions';
import { isApiRequestError } from '#web/lib/api';
import { isTimeoutError } from '#web/lib/clock';
import { submissionTexts } from './submission-texts';

/** The spec's title and text for a refused save, by the error's code (spec 02 §8). */
export function failureTexts(
  error: unknown,
  intent: 'draft' | 'submit',
): { title: string; message: string } {
  const title = intent === 'draft' ? submissionTexts.draftSaveFailed : submissionTexts.submitFailed;
  if (isTimeoutError(error)) return { title, message: error.message };
  if (!isApiRequestError(error) || error.status === 0) {
    return { title, message: submissionTexts.unreachable };
  }
  switch (error.code) {
    case 'agreement_required':
      return { title: submissionMessages.agreementRequired.title, message: error.message };
    case 'not_a_draft':
      return { title: submissionTexts.notADraft.title, message: error.message };
    case 'missing_information':
      return submissionMessages.missingInformation;
    case 'not_found':
      return {
        title: submissionTexts.draftNotFound.title,
        message: submissionTexts.draftNotFound.message,
      };
  }
  if (error.status === 401) return { title, message: submissionTexts.sessionEnded };
  if (error.status === 429 && error.retryAfterSeconds) {
    return {
      title,
      message: `${error.message} Please try again in ${error.retryAfterSeconds} seconds.`,
    };
  }
  return { title, message: error.message || submissionTexts.unexpected };
}

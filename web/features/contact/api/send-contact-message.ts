import { useMutation } from '@tanstack/react-query';
import { contactMessages, type ContactMessageInput } from '#common/contact';
import { FormFailure } from '#web/components/form/form-failure';
import { sendContactMessageContract } from '#common/contracts/contact';
import { ApiRequestError, callApi, hasStatus } from '#web/lib/api';
import { notify } from '#web/lib/notify';
import { tooManyMessagesText } from '../lib/contact-form';
import { failingAs } from '#web/lib/failing-as';

/** POST /api/contact: stores the message and tells staff; answers 201 with its id. */
export async function sendContactMessage(payload: ContactMessageInput): Promise<{ id: string }> {
  return callApi(sendContactMessageContract, { body: payload });
}

/** A refused message in the spec's words (spec 01 §8 "Contact"), on its field when named. */
function sendFailure(error: unknown): Error {
  if (hasStatus(error, 429)) return new Error(tooManyMessagesText(error.retryAfterSeconds));
  if (hasStatus(error, 400) && error.field && error.message) {
    return new ApiRequestError(400, error.code, error.message, null, error.field);
  }
  return new FormFailure(contactMessages.failed.title, contactMessages.failed.message);
}

/** Sends a contact message and thanks the visitor; a refusal is thrown for the form to show. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: failingAs(sendContactMessage, sendFailure),
    onSuccess: () => notify.success(contactMessages.sent.title, contactMessages.sent.message),
  });
}

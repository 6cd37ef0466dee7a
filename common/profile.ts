import { z } from 'zod';
import { plainText } from './text';

/** The name limit of the agreement's details: a name changed later keeps to the same rule. */
export const FULL_NAME_MAX = 200;

export const profileMessages = {
  nameRequired: 'Please enter your full name.',
  nameTooLong: `Please keep this under ${FULL_NAME_MAX} characters.`,
  nameSaved: { title: 'Name Saved', message: 'Your name has been updated.' },
} as const;

/**
 * Settings' "Your name": one line of plain text, trimmed, as the full name is checked when the
 * agreement's details are given.
 */
export const changeNameSchema = z.object({
  fullName: plainText(
    z
      .string({ error: profileMessages.nameRequired })
      .trim()
      .min(1, profileMessages.nameRequired)
      .max(FULL_NAME_MAX, profileMessages.nameTooLong),
    'Full name',
  ),
});
export type ChangeNameInput = z.input<typeof changeNameSchema>;

/** PATCH /api/account/profile answers with the name as stored. */
export const changeNameResponseSchema = z.object({ fullName: z.string() });
export type ChangeNameResponse = z.infer<typeof changeNameResponseSchema>;

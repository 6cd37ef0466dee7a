import { z } from 'zod';
import { signingCredentials } from '../auth/signing';
import { plainText } from '../text';
import { endpoint } from './endpoint';

const timestamp = z.iso.datetime({ offset: true });

export const passkeyLimits = { name: 80, perAccount: 20 } as const;

export const passkeyMessages = {
  nameRequired: 'Give the passkey a name, such as the device it is on.',
  nameTooLong: `A passkey's name has at most ${passkeyLimits.name} characters.`,
  notFound: 'That passkey has already been removed.',
  tooMany: `An account can hold at most ${passkeyLimits.perAccount} passkeys. Remove one first.`,
  noneToSignWith: 'You have no passkey yet: sign with your password, or add one in Settings.',
  notAdded:
    'The passkey could not be added: your device gave an answer this portal could not check. Please try again.',
  notUserVerified:
    'This passkey did not check who is holding it (a PIN, fingerprint or face). Use one that does, or sign in with your password.',
} as const;

/** A passkey's name as its owner types it: what device or key it lives on. */
export const passkeyName = plainText(
  z
    .string(passkeyMessages.nameRequired)
    .trim()
    .min(1, passkeyMessages.nameRequired)
    .max(passkeyLimits.name, passkeyMessages.nameTooLong),
  'Name',
);

/** One passkey of the account; never its key. */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: timestamp,
  lastUsedAt: timestamp.nullable(),
  /** Synced between the owner's devices (a password manager, iCloud Keychain) or on one. */
  synced: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const listPasskeysContract = endpoint({
  method: 'GET',
  path: '/api/account/passkeys',
  summary: "The signed-in account's passkeys, newest first.",
  response: z.object({ passkeys: z.array(passkeySchema) }),
});

export const renamePasskeyContract = endpoint({
  method: 'PATCH',
  path: '/api/account/passkeys/:id',
  summary: 'Renames one of the account’s passkeys.',
  body: z.object({ name: passkeyName }),
  response: z.object({ passkey: passkeySchema }),
});

export const removePasskeyContract = endpoint({
  method: 'POST',
  path: '/api/account/passkeys/:id/remove',
  summary: 'Removes one of the account’s passkeys, after the password (and code) again.',
  body: z.object(signingCredentials),
  response: null,
  status: 204,
});

export const signingChallengeContract = endpoint({
  method: 'POST',
  path: '/api/account/passkeys/signing-challenge',
  summary: 'A challenge for one signature, to answer with one of the account’s passkeys.',
  body: z.object({}),
  response: z.object({
    challengeId: z.string(),
    /** WebAuthn request options, passed to the browser as they are. */
    options: z.record(z.string(), z.unknown()),
  }),
});

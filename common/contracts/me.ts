import { z } from 'zod';

const timestamp = z.iso.datetime({ offset: true }).nullable();

export const profileSchema = z.object({
  id: z.uuid(),
  fullName: z.string().nullable(),
  jobTitle: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  /** 'signed' once the invention agreement is signed. */
  signature: z.string().nullable(),
  agreementId: z.uuid().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  lastLogin: timestamp,
  lastPasswordChange: timestamp,
});

export const sessionUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  emailVerified: z.boolean(),
  isAdmin: z.boolean(),
  /** Staff need it before the admin portal opens; anyone may turn it on. */
  twoFactorEnabled: z.boolean(),
});

/** GET /api/me: who is signed in; both null for a visitor. */
export const meResponseSchema = z.union([
  z.object({ user: sessionUserSchema, profile: profileSchema.nullable() }),
  z.object({ user: z.null(), profile: z.null() }),
]);

export type Profile = z.infer<typeof profileSchema>;
export type SessionUser = z.infer<typeof sessionUserSchema>;
export type MeResponse = z.infer<typeof meResponseSchema>;

import { createHash, randomBytes } from 'node:crypto';
import { canonicalJson } from '#server/lib/canonical-json';

/** The prev_hash of the first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** The fields of an entry that can name a person: erasable (ADR 45). */
export interface PersonalFields {
  actorEmail: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  details: Record<string, unknown> | null;
}

/** The columns of an audit entry that its hash covers, as stored. */
export interface ChainedFields extends PersonalFields {
  id: number;
  chainPosition: number;
  action: string;
  actorId: string | null;
  targetType: string | null;
  targetId: string | null;
  createdAt: Date;
  /** Null on entries hashed before the personal fields were sealed (legacy form). */
  personalDigest?: string | null;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A fresh salt for an entry's personal fields: 128 random bits, in hex. */
export const newSalt = () => randomBytes(16).toString('hex');

/** The personal fields, as the object their digest is over. */
export const personalPart = (entry: PersonalFields) => ({
  actorEmail: entry.actorEmail,
  ipAddress: entry.ipAddress,
  userAgent: entry.userAgent,
  details: entry.details,
});

/**
 * personal_digest = SHA-256(salt as 32 hex digits, then the canonical JSON of the personal
 * fields), in hex: `printf '%s%s' "$salt" "$json" | sha256sum`. The salt keeps an erased entry's
 * digest from being matched against guessed addresses once the salt is gone.
 */
export function personalDigest(salt: string, entry: PersonalFields): string {
  return sha256(salt + canonicalJson(personalPart(entry)));
}

/**
 * The object an entry's hash is over. Its canonical JSON (RFC 8785) is the exact text hashed, so
 * anyone holding the entry can rebuild it: the time is ISO 8601 in UTC with milliseconds (the
 * precision the portal writes), absent values are null. A sealed entry names its personal fields
 * by their digest; a legacy entry holds them as they are.
 */
export function hashedEntry(entry: ChainedFields) {
  const common = {
    id: entry.id,
    position: entry.chainPosition,
    action: entry.action,
    actorId: entry.actorId,
    targetType: entry.targetType,
    targetId: entry.targetId,
    createdAt: entry.createdAt.toISOString(),
  };
  return entry.personalDigest
    ? { ...common, personal: entry.personalDigest }
    : { ...common, ...personalPart(entry) };
}

/**
 * hash = SHA-256(prev_hash as 64 hex digits, then the canonical JSON), over their UTF-8 bytes, in
 * hex. The same as `printf '%s%s' "$prev_hash" "$json" | sha256sum`.
 */
export function chainHash(prevHash: string, canonicalEntry: string): string {
  return sha256(prevHash + canonicalEntry);
}

/** The canonical JSON of an entry and its hash after `prevHash`. */
export function linkEntry(prevHash: string, entry: ChainedFields) {
  const json = canonicalJson(hashedEntry(entry));
  return { json, hash: chainHash(prevHash, json) };
}

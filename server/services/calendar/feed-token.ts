import { randomBytes } from 'node:crypto';
import { sha256Hex } from '#server/lib/sha256';

// A feed's token is its only credential: calendar apps fetch the address without a session.
// 32 random bytes cannot be guessed, and only their SHA-256 is kept, so a copy of the database
// opens no one's calendar.

const TOKEN_BYTES = 32;
/** 32 bytes in base64url: 43 characters, without padding. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const newFeedToken = () => randomBytes(TOKEN_BYTES).toString('base64url');

/** What is stored of a token, and looked up by. */
export const feedTokenSha256 = (token: string) => sha256Hex(token);

/** Whether text could be a token at all; anything else is unknown without a lookup. */
export const isFeedToken = (text: string) => TOKEN_SHAPE.test(text);

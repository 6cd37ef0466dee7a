/**
 * The most a signature's timestamp token may take in a sealed PDF: the room kept for it in the
 * signature's placeholder. Tokens are a few kilobytes; a larger one is not embedded.
 */
export const MAX_EMBEDDED_TOKEN_BYTES = 16_384;

/**
 * Reads a stream whole unless it goes over `cap` bytes: then it stops reading at once (the
 * stream is cancelled, so nothing more is produced, inflated or received) and answers null.
 */
export async function readAtMost(
  source: AsyncIterable<Uint8Array>,
  cap: number,
): Promise<Buffer | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  // Leaving the loop early (return) cancels a web stream and destroys a Node one.
  for await (const chunk of source) {
    size += chunk.byteLength;
    if (size > cap) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

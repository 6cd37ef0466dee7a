import canonicalize from 'canonicalize';

/**
 * JSON in the JSON Canonicalization Scheme (RFC 8785): one spelling for one value, so anyone can
 * re-create the exact bytes that were hashed or timestamped.
 */
export function canonicalJson(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new TypeError('This value has no JSON form.');
  return text;
}

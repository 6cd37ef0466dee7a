/**
 * An address in running text. It stays whole where it fits and, only when it is longer than
 * the line, breaks at any point rather than overflowing a phone's screen.
 */
export function EmailAddress({ email }: { email: string }) {
  return <strong className="font-semibold [overflow-wrap:anywhere] text-slate-900">{email}</strong>;
}

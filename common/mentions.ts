/** Someone a note can mention: a name, and the address for readers allowed to know it. */
export interface Mentionable {
  name: string;
  email?: string | undefined;
}

const wordCharacter = /[\p{L}\p{N}_]/u;
// What a person typing a mention means as its word: "@daniel" in "@daniel, see this".
const typedWord = /^[\p{L}\p{N}_][\p{L}\p{N}_.'-]*/u;

const tokensOf = (member: Mentionable) =>
  [member.name, member.email]
    .filter((name): name is string => Boolean(name?.trim()))
    .map((name) => `@${name.trim().toLowerCase()}`);

/** Whether `token` (lower case, with its @) stands at `at` in `lower` as a whole name. */
function standsAt(lower: string, at: number, token: string): boolean {
  return (
    token.length > 1 &&
    lower.startsWith(token, at) &&
    !wordCharacter.test(lower.charAt(at + token.length))
  );
}

/** Where an @ starts a mention: at the start or after a space or punctuation, not in an address. */
const startsMention = (text: string, at: number) =>
  text.charAt(at) === '@' && (at === 0 || !wordCharacter.test(text.charAt(at - 1)));

/**
 * The people a note names as `@Name` or `@address`, in any case. A name counts only as a
 * whole: `@Ann` is not a mention of Anna. This is the text the mention picker inserts.
 */
export function mentionedIn<T extends Mentionable>(text: string, people: T[]): T[] {
  const lower = text.toLowerCase();
  return people.filter((member) =>
    tokensOf(member).some((token) => {
      for (let at = lower.indexOf(token); at !== -1; at = lower.indexOf(token, at + 1)) {
        if (standsAt(lower, at, token)) return true;
      }
      return false;
    }),
  );
}

/**
 * The @words of a note that name no one of `people` ("@daniel" when the colleague is Daniel
 * Park), each once, as typed: they would mention nobody and mail nobody.
 */
export function unmatchedMentions(text: string, people: Mentionable[]): string[] {
  const lower = text.toLowerCase();
  const tokens = people.flatMap(tokensOf);
  const unmatched = new Map<string, string>();
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    if (!startsMention(text, at)) continue;
    if (tokens.some((token) => standsAt(lower, at, token))) continue;
    const word = typedWord.exec(text.slice(at + 1))?.[0].replace(/[.'-]+$/, '');
    if (word && !unmatched.has(word.toLowerCase())) unmatched.set(word.toLowerCase(), `@${word}`);
  }
  return [...unmatched.values()];
}

/**
 * The mention being typed at the caret: the text from its @ up to the caret, when that @ starts
 * a mention and nothing but a name's characters and single spaces follow it; otherwise null.
 */
export function mentionQueryAt(
  text: string,
  caret: number,
): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at === -1 || !startsMention(text, at)) return null;
  const query = before.slice(at + 1);
  if (query.length > 60 || /\n|\s\s|^\s/.test(query)) return null;
  return { start: at, query };
}

/** The people whose name (or address) starts with the query, or has a word that does. */
export function mentionCandidates<T extends Mentionable>(query: string, people: T[]): T[] {
  const want = query.trim().toLowerCase();
  return people.filter((member) => {
    const name = member.name.toLowerCase();
    return (
      name.startsWith(want) ||
      name.split(/\s+/).some((word) => word.startsWith(want)) ||
      Boolean(member.email?.toLowerCase().startsWith(want))
    );
  });
}

import { ilike, or, sql, type SQL } from 'drizzle-orm';
import { submissions as s } from '#server/db/schema/index';
import { containsPattern } from './rows';

// The admin search over sent ideas (ADR 14): words of the title, description, name and address
// through the full-text index, and part of a name or an address through the trigram indexes.

/** The weighted full-text vector migration 0014 generates; read only here, never by `select()`. */
const searchVector = sql`${s}.search_vector`;

/** Shorter text has no trigram an index could look up, so it would scan every row. */
const PARTIAL_MATCH_MIN = 3;

// A plain word at the very end, after a space (not inside "a phrase", not after -, not after
// `or`), is what someone is still typing: it also matches words that start with it.
const lastWord = /(?:^|\s)([\p{L}\p{N}]+)$/u;

/**
 * The search as a tsquery: web-search syntax ("a phrase", or, -word) with the last word also
 * taken as a prefix. The text only ever reaches the database as a bound parameter, and the
 * prefix part holds letters and digits alone, so no input can form a malformed query.
 */
export function searchQuery(q: string): SQL {
  const last = lastWord.exec(q)?.[1];
  const head = last === undefined ? q : q.slice(0, q.length - last.length);
  const inPhrase = (q.match(/"/g)?.length ?? 0) % 2 === 1;
  const afterOr = /(?:^|\s)or\s+$/i.test(head);
  if (last === undefined || last.length < PARTIAL_MATCH_MIN || inPhrase || afterOr) {
    return sql`websearch_to_tsquery('english', ${q})`;
  }
  return sql`(websearch_to_tsquery('english', ${head}) && to_tsquery('english', ${`${last}:*`}))`;
}

/** Whether an idea matches: its words hold the query, or its name or address contain the text. */
export function searchMatch(q: string): SQL {
  const words = sql`${searchVector} @@ ${searchQuery(q)}`;
  if (q.length < PARTIAL_MATCH_MIN) return words;
  const pattern = containsPattern(q);
  return or(words, ilike(s.fullName, pattern), ilike(s.email, pattern))!;
}

/**
 * Whether the title alone holds the query: such ideas are the best matches. Its own index
 * (migration 0014) gives the planner the title's word statistics, so a word no title holds is
 * looked up there instead of walking every idea for a title that never comes.
 */
export function titleMatch(q: string): SQL {
  return sql`to_tsvector('english'::regconfig, ${s.ideaTitle}) @@ ${searchQuery(q)}`;
}

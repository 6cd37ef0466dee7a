import { sql } from 'drizzle-orm';
import { RELATED_MAX, type SimilarSubmission } from '#common/tags';
import { queryRows, type Db } from '#server/db/client';
import { submissions as s } from '#server/db/schema/index';
import type { Actor } from '#server/http/request-context';
import { staffMayRead } from './access';

// The submissions most like one, by full-text similarity of title and description (ADR 22).

/** How many of the submission's own words are looked for in the others. */
const QUERY_WORDS = 12;

/** The weighted full-text vectors migration 0014 generates; never read by `select()`. */
const ownVector = sql.raw('me.search_vector');
const theirVector = sql`${s}.search_vector`;

/**
 * Up to RELATED_MAX sent submissions the actor may read, most similar first, never the
 * submission itself.
 *
 * The query is the submission's own words: every lexeme of its title (weight A) and then those
 * of its description (B) used most often in it, QUERY_WORDS in all, or-ed and each limited to
 * the title and description (`:AB`), so names and addresses never make two ideas alike. The
 * GIN index finds the candidates. The score is the candidate's `ts_rank` for that query over
 * the submission's own: 1 for the same words weighted the same, capped at 1.
 *
 * Lexemes are quoted into the tsquery text (quotes and backslashes doubled as its syntax asks),
 * so any word an idea holds makes a valid query.
 */
export async function similarSubmissions(
  db: Db,
  actor: Actor,
  submissionId: string,
): Promise<SimilarSubmission[]> {
  const rows = await queryRows<SimilarSubmission>(
    db,
    sql`with words as (
          select w.lexeme, 'A' = any(w.weights) as in_title, cardinality(w.positions) as uses
          from ${s} me, unnest(${ownVector}) as w(lexeme, positions, weights)
          where me.id = ${submissionId} and w.weights && array['A', 'B']
          order by in_title desc, uses desc, w.lexeme
          limit ${QUERY_WORDS}
        ),
        query as (
          select string_agg(
                   '''' || replace(replace(lexeme, '\\', '\\\\'), '''', '''''') || ''':AB',
                   ' | ')::tsquery as q
          from words
        ),
        own as (
          select nullif(ts_rank(${ownVector}, query.q), 0) as rank
          from ${s} me, query where me.id = ${submissionId}
        )
        select ${s.id} as id, ${s.ideaTitle} as "ideaTitle", ${s.status}::text as status,
               least(1, ts_rank(${theirVector}, query.q) / own.rank)::float8 as score
        from ${s}, query, own
        where ${theirVector} @@ query.q
          and ${s.id} <> ${submissionId}
          and ${s.status} <> 'draft'
          and ${staffMayRead(actor, s.id)}
        order by score desc, ${s.createdAt} desc, ${s.id}
        limit ${RELATED_MAX}`,
  );
  return rows.map((row) => ({ ...row, score: Math.round(Number(row.score) * 100) / 100 }));
}

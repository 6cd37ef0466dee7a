import { sql } from 'drizzle-orm';
import { RELATED_MAX, type SimilarSubmission } from '#common/tags';
import { queryRows, type Db } from '#server/db/client';
import { submissions as s } from '#server/db/schema/index';
import type { Actor } from '#server/core/actor';
import { requireAccess, visibleTo } from '../access/index';
import { linksOf } from './links';

// The submissions most like one, by full-text similarity of title and description (ADR 22).

/** How many of the submission's own words the ranking weighs. */
const RANK_WORDS = 12;
/** At most this many of its rarest words find the candidates… */
const FIND_WORDS = 8;
/** …and only while together they are in about this share of all ideas, or fewer. */
const FIND_SHARE = 0.02;

/** The weighted full-text vectors migration 0014 generates; never read by `select()`. */
const ownVector = sql.raw('me.search_vector');
const theirVector = sql`${s}.search_vector`;

/**
 * The lexemes of a CTE or-ed into a tsquery, each limited to the title and description
 * (`:AB`). Each is quoted into the tsquery's text with quotes and backslashes doubled, as its
 * syntax asks, so any word an idea holds makes a valid query.
 */
const orQuery = (words: 'find_words' | 'rank_words') =>
  sql.raw(
    String.raw`(select string_agg('''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || ''':AB', ' | ')::tsquery from ` +
      `${words})`,
  );

/**
 * Up to RELATED_MAX sent submissions the actor may read, most similar first, never the
 * submission itself (ADR 22).
 *
 * Its own words are the lexemes of its title (weight A) and description (B): names and
 * addresses never make two ideas alike. The candidates are the ideas holding any of its
 * rarest words, found through the GIN index. How common a word is comes from the statistics
 * ANALYZE keeps of the column (`pg_stats.most_common_elems`; a word not there is rare); words
 * are taken rarest first while together they are in at most FIND_SHARE of all ideas, so one
 * page never ranks a quarter of the table for a word like "stent", and two alike ideas share
 * their rare words. The candidates are ranked by `ts_rank` against RANK_WORDS of its own
 * words (every title word first, then the description's most used); the score is that rank
 * over the submission's own: 1 for the same words weighted the same, capped at 1.
 */
export async function similarSubmissions(
  db: Db,
  actor: Actor,
  submissionId: string,
): Promise<SimilarSubmission[]> {
  const rows = await queryRows<SimilarSubmission>(
    db,
    sql`with frequencies as (
          select f.lexeme, f.share
          from pg_stats st,
               unnest(st.most_common_elems::text::text[], st.most_common_elem_freqs) as f(lexeme, share)
          where st.schemaname = current_schema() and st.tablename = 'invention_submissions'
            and st.attname = 'search_vector' and f.lexeme is not null
        ),
        words as (
          select w.lexeme, 'A' = any(w.weights) as in_title, cardinality(w.positions) as uses,
                 coalesce(f.share, 0) as share
          from ${s} me
          cross join unnest(${ownVector}) as w(lexeme, positions, weights)
          left join frequencies f on f.lexeme = w.lexeme
          where me.id = ${submissionId} and w.weights && array['A', 'B']
        ),
        rank_words as (
          select lexeme from words order by in_title desc, uses desc, lexeme limit ${RANK_WORDS}
        ),
        find_words as (
          select lexeme from (
            select lexeme, share, sum(share) over (order by share, lexeme) - share as before
            from words
          ) as rarest
          where before < ${FIND_SHARE}
          order by share, lexeme
          limit ${FIND_WORDS}
        ),
        queries as (select ${orQuery('find_words')} as find, ${orQuery('rank_words')} as rank),
        own as (
          select nullif(ts_rank(${ownVector}, queries.rank), 0) as rank
          from ${s} me, queries where me.id = ${submissionId}
        )
        select ${s.id} as id, ${s.ideaTitle} as "ideaTitle", ${s.status}::text as status,
               least(1, ts_rank(${theirVector}, queries.rank) / own.rank)::float8 as score
        from ${s}, queries, own
        where ${theirVector} @@ queries.find
          and ${s.id} <> ${submissionId}
          and ${visibleTo(actor, 'read', 'staff')}
        order by score desc, ${s.createdAt} desc, ${s.id}
        limit ${RELATED_MAX}`,
  );
  return rows.map((row) => ({
    id: row.id,
    ideaTitle: row.ideaTitle,
    status: row.status,
    score: Math.round(Number(row.score) * 100) / 100,
  }));
}

/**
 * What the submission's page shows beside it: the ideas most like it and its links, each only
 * of ideas the reader may read. A submission the reader may not read is one that does not exist.
 */
export async function relatedTo(db: Db, actor: Actor, submissionId: string) {
  await requireAccess(db, actor, submissionId, 'read', 'staff');
  const [similar, links] = await Promise.all([
    similarSubmissions(db, actor, submissionId),
    linksOf(db, actor, submissionId),
  ]);
  return { similar, links };
}

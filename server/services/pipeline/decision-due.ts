import { sql } from 'drizzle-orm';
import { submissions } from '#server/db/schema/index';
import { targetDaysSql } from './settings';

/**
 * The day an idea's decision is due (UTC), as a value of a query over `submissions`: the day its
 * disclosure was complete plus the target in force, while a decision is awaited (not rejected,
 * decided, filed or closed). Null otherwise. Lists show, sort and filter by it.
 */
export const decisionDueOnSql = sql<
  string | null
>`(case when ${submissions.disclosureCompleteAt} is not null
    and ${submissions.status} <> 'rejected'
    and ${submissions.decidedAt} is null
    and ${submissions.stage} is distinct from 'filed'
    and ${submissions.stage} is distinct from 'closed'
  then ((${submissions.disclosureCompleteAt} at time zone 'UTC')::date + ${targetDaysSql})::text end)`;

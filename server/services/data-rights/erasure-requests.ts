import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { erasureMessages, type ErasureRequest } from '#common/erasure';
import type { Actor, RequestInfo } from '#server/core/actor';
import { AppError } from '#server/core/app-error';
import type { Db } from '#server/db/client';
import { erasureRequests, users } from '#server/db/schema/index';
import { recordAudit } from '../audit/index';

type Row = typeof erasureRequests.$inferSelect & { answeredByEmail: string | null };

const toRequest = (row: Row): ErasureRequest => ({
  id: row.id,
  email: row.email,
  kept: row.kept,
  requestedAt: row.requestedAt.toISOString(),
  dueAt: row.dueAt.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
  answeredBy: row.answeredByEmail,
  answer: row.answer,
});

const withAnswerer = (db: Db) =>
  db
    .select({ request: erasureRequests, answeredByEmail: users.email })
    .from(erasureRequests)
    .leftJoin(users, eq(users.id, erasureRequests.answeredBy));

/** The staff queue: open requests first, soonest due first; then the answered, newest first. */
export async function listErasureRequests(db: Db): Promise<ErasureRequest[]> {
  const rows = await withAnswerer(db).orderBy(
    sql`${erasureRequests.answeredAt} is not null`,
    asc(erasureRequests.dueAt),
    sql`${erasureRequests.answeredAt} desc`,
  );
  return rows.map((row) => toRequest({ ...row.request, answeredByEmail: row.answeredByEmail }));
}

/** Records the answer sent to the person: once, audited. */
export async function answerErasureRequest(
  db: Db,
  actor: Actor,
  id: string,
  answer: string,
  request: RequestInfo,
): Promise<ErasureRequest> {
  await db.transaction(async (tx) => {
    const [answered] = await tx
      .update(erasureRequests)
      .set({ answer, answeredAt: new Date(), answeredBy: actor.id })
      .where(and(eq(erasureRequests.id, id), isNull(erasureRequests.answeredAt)))
      .returning({ id: erasureRequests.id });
    if (!answered) {
      const [exists] = await tx
        .select({ id: erasureRequests.id })
        .from(erasureRequests)
        .where(eq(erasureRequests.id, id));
      throw exists
        ? new AppError('already_answered', erasureMessages.alreadyAnswered)
        : new AppError('not_found', erasureMessages.notFound);
    }
    await recordAudit(tx, {
      action: 'account.erasure_answered',
      actor,
      target: { type: 'erasure_request', id },
      ...request,
      details: { requestId: id },
    });
  });
  const [row] = await withAnswerer(db).where(eq(erasureRequests.id, id));
  return toRequest({ ...row!.request, answeredByEmail: row!.answeredByEmail });
}

import { sql } from 'drizzle-orm';
import { Gauge, Registry } from 'prom-client';
import { queryRows, type Database } from '#server/db/client';
import { errorMessage, logger } from '#server/lib/logger';
import { instanceRegistry } from './instance-metrics';

export interface PortalMetricsSources {
  database: Pick<Database, 'db' | 'poolStats'>;
  /** This instance's open event streams. */
  openStreams(): number;
}

interface QueueRow {
  queue: string;
  depth: number;
  oldest_seconds: number | null;
}

interface AuditCheckRow {
  age_seconds: number;
  ok: boolean;
}

// Work still to do in each queue: pending, claimed or on its way. A partial index covers each.
const queueQuery = sql`
  select 'mail' as queue, count(*)::int as depth,
         extract(epoch from now() - min(created_at))::float8 as oldest_seconds
    from mail_outbox where state in ('pending', 'sending', 'delivering')
  union all
  select 'timestamps', count(*)::int, extract(epoch from now() - min(created_at))::float8
    from timestamp_tokens where state in ('pending', 'requesting')
  union all
  select 'webhooks', count(*)::int, extract(epoch from now() - min(created_at))::float8
    from webhook_deliveries where state in ('pending', 'sending')
  union all
  select 'long-term', count(*)::int, extract(epoch from now() - min(archive_due_at))::float8
    from agreements where archive_due_at <= now()`;

const auditCheckQuery = sql`
  select extract(epoch from now() - verified_at)::float8 as age_seconds, ok
    from audit_verifications order by verified_at desc limit 1`;

/**
 * What is read at each scrape: the database pool, the queues (the same for every instance, as
 * they live in the database), this instance's event streams, and the last audit-chain check.
 * A database that does not answer leaves those series out of that scrape rather than failing it:
 * the process's own figures still tell what happened.
 */
export function createPortalMetrics({ database, openStreams }: PortalMetricsSources) {
  const registry = new Registry();
  const registers = [registry];

  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections this instance holds, by state (PostgreSQL only).',
    labelNames: ['state'] as const,
    registers,
    collect() {
      this.reset();
      const stats = database.poolStats();
      if (!stats) return;
      this.set({ state: 'in_use' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
    },
  });
  new Gauge({
    name: 'db_pool_waiting',
    help: 'Queries waiting for a free database connection (PostgreSQL only).',
    registers,
    collect() {
      this.reset();
      const stats = database.poolStats();
      if (stats) this.set(stats.waiting);
    },
  });
  new Gauge({
    name: 'portal_event_streams_open',
    help: 'Live-update streams open on this instance.',
    registers,
    collect() {
      this.set(openStreams());
    },
  });

  const queueDepth = new Gauge({
    name: 'portal_queue_depth',
    help: 'Jobs not yet done, by queue (mail, timestamps, webhooks, long-term).',
    labelNames: ['queue'] as const,
    registers,
  });
  const queueOldest = new Gauge({
    name: 'portal_queue_oldest_age_seconds',
    help: 'Age of the oldest job not yet done, by queue; 0 when the queue is empty.',
    labelNames: ['queue'] as const,
    registers,
  });
  const auditAge = new Gauge({
    name: 'portal_audit_chain_check_age_seconds',
    help: 'Time since the audit chain was last checked.',
    registers,
  });
  const auditOk = new Gauge({
    name: 'portal_audit_chain_check_ok',
    help: 'Whether the last check of the audit chain held (1) or found it broken (0).',
    registers,
  });

  async function readDatabase() {
    for (const gauge of [queueDepth, queueOldest, auditAge, auditOk]) gauge.reset();
    try {
      const [queues, checks] = await Promise.all([
        queryRows<QueueRow>(database.db, queueQuery),
        queryRows<AuditCheckRow>(database.db, auditCheckQuery),
      ]);
      for (const row of queues) {
        queueDepth.set({ queue: row.queue }, Number(row.depth));
        queueOldest.set({ queue: row.queue }, Number(row.oldest_seconds ?? 0));
      }
      const [last] = checks;
      if (last) {
        auditAge.set(Number(last.age_seconds));
        auditOk.set(last.ok ? 1 : 0);
      }
    } catch (error) {
      logger.warn('metrics: the database did not answer', { error: errorMessage(error) });
    }
  }

  // Scrapes that arrive together (several Prometheus replicas) share one reading of the database.
  let reading: Promise<void> | undefined;
  const readShared = () =>
    (reading ??= readDatabase().finally(() => {
      reading = undefined;
    }));

  return {
    /** The Prometheus text of this process and this portal. */
    async scrape(): Promise<{ contentType: string; body: string }> {
      await readShared();
      const merged = Registry.merge([instanceRegistry, registry]);
      return { contentType: merged.contentType, body: await merged.metrics() };
    },
  };
}

export type PortalMetrics = ReturnType<typeof createPortalMetrics>;

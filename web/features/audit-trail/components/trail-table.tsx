import { generatePath, Link } from 'react-router';
import type { AuditTrailEntry } from '#common/audit-trail';
import { pagePaths } from '#common/page-paths';
import { CardLabel, DataTable } from '#web/components/ui/data-table';
import { formatDateTime } from '#web/lib/dates';

const linkClass = 'text-brand-900 underline underline-offset-4 [overflow-wrap:anywhere]';

/** A detail's value as text: strings as they are, anything else as JSON. */
const shown = (value: unknown) =>
  typeof value === 'string' ? value : value === null ? '—' : JSON.stringify(value);

function Details({ details }: { details: AuditTrailEntry['details'] }) {
  const entries = Object.entries(details ?? {});
  if (entries.length === 0) return <span className="text-slate-700">—</span>;
  return (
    <dl className="space-y-0.5 text-xs text-slate-800 md:min-w-40">
      {entries.map(([key, value]) => (
        <div key={key} className="[overflow-wrap:anywhere]">
          <dt className="inline font-semibold">{key}:</dt>{' '}
          <dd className="inline">{shown(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

// The other kinds of target the audit log names, as a person reads them.
const targetTypeLabels: Record<string, string> = {
  agreement: 'Agreement',
  api_key: 'API key',
  webhook: 'Webhook',
};

/** What the entry is about: an idea (its reference, linking to it), an account, or anything else. */
function Target({ entry }: { entry: AuditTrailEntry }) {
  if (!entry.targetType || !entry.targetId) return <span className="text-slate-700">—</span>;
  if (entry.targetType === 'submission')
    return (
      <span className="whitespace-nowrap">
        Idea{' '}
        <Link
          to={generatePath(pagePaths.adminSubmission, { id: entry.targetId })}
          className={`${linkClass} font-mono`}
          aria-label={`Idea ${entry.ideaReference ?? entry.targetId}`}
        >
          {entry.ideaReference ?? entry.targetId}
        </Link>
      </span>
    );
  if (entry.targetType === 'user')
    return (
      <>
        Account{' '}
        <Link
          to={generatePath(pagePaths.adminUser, { userId: entry.targetId })}
          className={`${linkClass} font-mono text-xs`}
        >
          {entry.targetId}
        </Link>
      </>
    );
  return (
    <span className="[overflow-wrap:anywhere]">
      {targetTypeLabels[entry.targetType] ?? entry.targetType}{' '}
      <span className="font-mono text-xs">{entry.targetId}</span>
    </span>
  );
}

function TrailRow({ entry }: { entry: AuditTrailEntry }) {
  return (
    <tr className="align-top">
      <th scope="row" className="px-3 py-3 text-left font-normal text-slate-900">
        <time dateTime={entry.at} className="font-medium md:block md:min-w-24">
          {formatDateTime(entry.at, 'UTC')} UTC
        </time>
        <span className="mt-1 block text-xs text-slate-700">#{entry.id}</span>
      </th>
      <td className="px-3 py-3 text-slate-900 md:min-w-48">
        <CardLabel>Action</CardLabel>
        <span className="font-medium">{entry.label ?? entry.action}</span>
        {entry.label && (
          <code className="mt-0.5 block font-mono text-xs [overflow-wrap:anywhere] text-slate-700">
            {entry.action}
          </code>
        )}
      </td>
      <td className="px-3 py-3 [overflow-wrap:anywhere] text-slate-900 md:min-w-36">
        <CardLabel>Actor</CardLabel>
        {entry.erasedAt ? (
          <span className="text-slate-700 italic">Erased with the person</span>
        ) : (
          (entry.actorEmail ?? 'The server')
        )}
      </td>
      <td className="px-3 py-3 text-slate-900">
        <CardLabel>Target</CardLabel>
        <Target entry={entry} />
      </td>
      <td className="px-3 py-3 text-xs [overflow-wrap:anywhere] text-slate-800">
        <CardLabel>IP address</CardLabel>
        <span className="font-mono">{entry.ipAddress ?? '—'}</span>
      </td>
      <td className="px-3 py-3">
        <CardLabel>Details</CardLabel>
        <Details details={entry.details} />
      </td>
    </tr>
  );
}

/** The entries, newest first; cards on a phone. */
export function TrailTable({ entries }: { entries: AuditTrailEntry[] }) {
  return (
    <DataTable
      caption="Audit log entries, newest first"
      stacked
      columns={['Time', 'Action', 'Actor', 'Target', 'IP address', 'Details']}
    >
      {entries.map((entry) => (
        <TrailRow key={entry.id} entry={entry} />
      ))}
    </DataTable>
  );
}

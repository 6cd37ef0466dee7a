import { useRef } from 'react';
import { Ban } from 'lucide-react';
import { apiScopeLabels, type ApiKey } from '#common/integrations';
import { Button } from '#web/components/ui/button';
import { useConfirm } from '#web/components/ui/confirm-dialog';
import { CardLabel, DataTable } from '#web/components/ui/data-table';
import { formatDateTime } from '#web/lib/dates';
import { useRevokeApiKey } from '../api/api-keys';
import { shownPrefix } from '../lib/integration-text';
import { KeyStateBadge } from './integration-badges';

const columns = ['Key', 'Permissions', 'Created', 'Expires', 'Last used', 'State'] as const;

/** Every API key, newest first, each active one with Revoke under its state; a card each on a phone. */
export function ApiKeysTable({ keys }: { keys: readonly ApiKey[] }) {
  if (keys.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
        No API keys yet: no other system can use the API.
      </p>
    );
  return (
    <DataTable caption="API keys, newest first" columns={columns} stacked>
      {keys.map((key) => (
        <ApiKeyRow key={key.id} apiKey={key} />
      ))}
    </DataTable>
  );
}

/**
 * One key. Revoking it takes its Revoke button away, so the focus then goes to the key's name,
 * beside its new state.
 */
function ApiKeyRow({ apiKey: key }: { apiKey: ApiKey }) {
  const revoke = useRevokeApiKey();
  const { dialog, ask } = useConfirm<'revoke'>();
  const name = useRef<HTMLTableCellElement>(null);
  const busy = revoke.isPending;

  async function confirmRevoke() {
    const answer = await ask({
      title: 'Revoke this API key?',
      description: `"${key.name}" (${shownPrefix(key.prefix)}) stops working at once: the next request made with it is refused. This cannot be undone.`,
      actions: [{ value: 'revoke', label: 'Revoke key', variant: 'destructive' }],
    });
    if (answer !== 'revoke') return;
    try {
      await revoke.mutateAsync(key.id);
      name.current?.focus();
    } catch {
      // Its toast has said why.
    }
  }

  return (
    <tr className="align-top" data-key-id={key.id}>
      <th
        ref={name}
        tabIndex={-1}
        scope="row"
        className="px-3 py-3 text-left font-normal md:min-w-[10rem]"
      >
        <span className="block font-medium [overflow-wrap:anywhere] text-slate-900">
          {key.name}
        </span>
        <code className="mt-1 block font-mono text-xs text-slate-700">
          {shownPrefix(key.prefix)}
        </code>
      </th>
      <td className="px-3 py-3 text-slate-800">
        <CardLabel>Permissions</CardLabel>
        <ul className="max-md:mt-1 max-md:ml-4 max-md:list-disc">
          {key.scopes.map((scope) => (
            <li key={scope} className="md:whitespace-nowrap">
              {apiScopeLabels[scope]}
            </li>
          ))}
        </ul>
      </td>
      <td className="px-3 py-3 text-slate-800">
        <CardLabel>Created</CardLabel>
        <span className="md:block md:w-28">{formatDateTime(key.createdAt)}</span>
        <span className="block text-xs [overflow-wrap:anywhere] text-slate-700">
          by {key.createdBy}
        </span>
      </td>
      <td className="px-3 py-3 text-slate-800">
        <CardLabel>Expires</CardLabel>
        <span className="md:block md:w-28">{formatDateTime(key.expiresAt)}</span>
      </td>
      <td className="px-3 py-3 text-slate-800">
        <CardLabel>Last used</CardLabel>
        <span className="md:block md:w-28">
          {key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'Never'}
        </span>
      </td>
      <td className="px-3 py-3">
        <CardLabel>State</CardLabel>
        <KeyStateBadge state={key.state} />
        {key.revokedAt && (
          <span className="mt-1 block text-xs text-slate-700 md:w-28">
            {formatDateTime(key.revokedAt)}
          </span>
        )}
        {key.state === 'active' && (
          <Button
            variant="outline"
            size="sm"
            className="mt-2 flex max-md:h-11"
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) void confirmRevoke();
            }}
          >
            <Ban aria-hidden="true" />
            {busy ? 'Revoking...' : 'Revoke'}
            <span className="sr-only">{` ${key.name}`}</span>
          </Button>
        )}
        {dialog}
      </td>
    </tr>
  );
}

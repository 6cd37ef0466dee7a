import { Send } from 'lucide-react';
import { webhookEventLabels, type Delivery } from '#common/integrations';
import { Button } from '#web/components/ui/button';
import { CardLabel, DataTable } from '#web/components/ui/data-table';
import { formatDateTime } from '#web/lib/dates';
import { useSendDeliveryAgain } from '../api/deliveries';
import { maySendAgain, responseStatusText, responseTimeText } from '../lib/integration-text';
import { DeliveryStateBadge } from './integration-badges';

const columns = [
  'Event',
  'State',
  'Attempts',
  'Created',
  'Last attempt',
  'Response',
  'Error',
  'Action',
] as const;

/** An endpoint's latest deliveries, newest first; a card each on a phone. */
export function DeliveryTable({
  webhookId,
  deliveries,
}: {
  webhookId: string;
  deliveries: readonly Delivery[];
}) {
  if (deliveries.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
        Nothing has been sent to this endpoint yet.
      </p>
    );
  return (
    <DataTable caption="Deliveries to this endpoint, newest first" columns={columns} stacked>
      {deliveries.map((delivery) => (
        <DeliveryRow key={delivery.id} webhookId={webhookId} delivery={delivery} />
      ))}
    </DataTable>
  );
}

function DeliveryRow({ webhookId, delivery }: { webhookId: string; delivery: Delivery }) {
  const sendAgain = useSendDeliveryAgain(webhookId);
  const busy = sendAgain.isPending;
  const created = formatDateTime(delivery.createdAt);
  return (
    <tr className="align-top" data-delivery-id={delivery.id}>
      <th scope="row" className="px-3 py-3 text-left font-normal md:min-w-[10rem]">
        <span className="block font-medium text-slate-900">
          {webhookEventLabels[delivery.event]}
        </span>
        <code className="mt-1 block font-mono text-xs text-slate-700">{delivery.event}</code>
        {/* The webhook-id header, for finding the delivery in the receiver's own log. */}
        <span className="mt-1 block text-xs [overflow-wrap:anywhere] text-slate-700">
          webhook-id <code className="font-mono">{delivery.id}</code>
        </span>
      </th>
      <td className="px-3 py-3">
        <CardLabel>State</CardLabel>
        <DeliveryStateBadge state={delivery.state} />
        {delivery.nextAttemptAt && (
          <span className="mt-1 block text-xs text-slate-700 md:w-28">
            Next attempt {formatDateTime(delivery.nextAttemptAt)}
          </span>
        )}
      </td>
      <td className="px-3 py-3 text-slate-900 tabular-nums">
        <CardLabel>Attempts</CardLabel>
        {delivery.attempts}
      </td>
      <td className="px-3 py-3 text-slate-900">
        <CardLabel>Created</CardLabel>
        <span className="md:block md:w-28">{created}</span>
      </td>
      <td className="px-3 py-3 text-slate-900">
        <CardLabel>Last attempt</CardLabel>
        <span className="md:block md:w-28">{formatDateTime(delivery.lastAttemptAt)}</span>
      </td>
      <td className="px-3 py-3 whitespace-nowrap text-slate-900 tabular-nums">
        <CardLabel>Response</CardLabel>
        {delivery.responseStatus === null && delivery.responseMs === null ? (
          '—'
        ) : (
          <>
            <span className="md:block">{responseStatusText(delivery.responseStatus)}</span>
            <span className="md:hidden">, </span>
            <span className="md:block">{responseTimeText(delivery.responseMs)}</span>
          </>
        )}
      </td>
      <td className="px-3 py-3 text-xs [overflow-wrap:anywhere] text-slate-800">
        <CardLabel>Error</CardLabel>
        <span className="md:block md:w-36">{delivery.error ?? '—'}</span>
      </td>
      <td className="px-3 py-3">
        {maySendAgain(delivery.state) && (
          <Button
            variant="outline"
            size="sm"
            className="max-md:h-11"
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) sendAgain.mutate(delivery.id);
            }}
          >
            <Send aria-hidden="true" />
            {busy ? 'Sending...' : 'Send again'}
            <span className="sr-only">{` (${webhookEventLabels[delivery.event]}, ${created})`}</span>
          </Button>
        )}
      </td>
    </tr>
  );
}

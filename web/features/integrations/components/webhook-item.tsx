import { KeyRound, Trash2 } from 'lucide-react';
import { webhookEventLabels, type Webhook } from '#common/integrations';
import { Button } from '#web/components/ui/button';
import { useConfirm } from '#web/components/ui/confirm-dialog';
import { formatDateTime } from '#web/lib/dates';
import { useDeleteWebhook, useRotateWebhookSecret, type WebhookWithSecret } from '../api/webhooks';
import { lastDeliveryText, waitingText } from '../lib/integration-text';
import { DeliveryLogDialog } from './delivery-log-dialog';
import { EditWebhookDialog } from './edit-webhook-dialog';
import { EndpointStateBadge } from './integration-badges';
import { TurnButton } from './turn-button';

/**
 * One endpoint: its address, what it is for, its events, whether it is on (and why not), what
 * waits and how the latest delivery went; then what can be done with it.
 */
export function WebhookItem({
  webhook,
  onNewSecret,
  onDeleted,
}: {
  webhook: Webhook;
  /** Shows the new signing secret, once. */
  onNewSecret: (made: WebhookWithSecret) => void;
  /** The endpoint and its buttons are gone: the list says where the focus goes. */
  onDeleted: () => void;
}) {
  const rotate = useRotateWebhookSecret(webhook.id);
  const remove = useDeleteWebhook(webhook.id);
  const { dialog, ask } = useConfirm<'rotate' | 'delete'>();
  const busy = rotate.isPending || remove.isPending;

  async function newSecret() {
    const answer = await ask({
      title: 'Make a new signing secret?',
      description: `The current secret of ${webhook.url} stops working at once: until the receiving system has the new one, it will reject what the portal sends.`,
      actions: [{ value: 'rotate', label: 'Make new secret', variant: 'destructive' }],
    });
    if (answer !== 'rotate') return;
    try {
      onNewSecret(await rotate.mutateAsync());
    } catch {
      // Its toast has said why.
    }
  }

  async function deleteEndpoint() {
    const answer = await ask({
      title: 'Delete this endpoint?',
      description: `Nothing more is sent to ${webhook.url}, and its delivery log is deleted too. This cannot be undone.`,
      actions: [{ value: 'delete', label: 'Delete endpoint', variant: 'destructive' }],
    });
    if (answer !== 'delete') return;
    try {
      await remove.mutateAsync();
      onDeleted();
    } catch {
      // Its toast has said why.
    }
  }

  return (
    <li
      className="space-y-3 rounded-xl border border-slate-200 p-4 text-sm"
      data-webhook-id={webhook.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-mono text-sm font-semibold [overflow-wrap:anywhere] text-brand-900">
          {webhook.url}
        </h3>
        <EndpointStateBadge enabled={webhook.enabled} />
      </div>
      {webhook.description && <p className="text-slate-900">{webhook.description}</p>}
      {!webhook.enabled && (
        <p className="text-amber-950">
          {webhook.disabledReason ?? 'Turned off.'}
          {webhook.disabledAt && ` Since ${formatDateTime(webhook.disabledAt)}.`}
        </p>
      )}
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-700">Events</dt>
        <dd>
          <ul className="ml-4 list-disc text-slate-900">
            {webhook.events.map((event) => (
              <li key={event}>{webhookEventLabels[event]}</li>
            ))}
          </ul>
        </dd>
        <dt className="font-medium text-slate-700">Waiting</dt>
        <dd className="text-slate-900">{waitingText(webhook.pending)}</dd>
        <dt className="font-medium text-slate-700">Last delivery</dt>
        <dd className="text-slate-900">{lastDeliveryText(webhook.lastDelivery, formatDateTime)}</dd>
        <dt className="font-medium text-slate-700">Added</dt>
        <dd className="[overflow-wrap:anywhere] text-slate-900">
          {formatDateTime(webhook.createdAt)} by {webhook.createdBy}
        </dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <TurnButton webhook={webhook} />
        <EditWebhookDialog webhook={webhook} />
        <DeliveryLogDialog webhook={webhook} />
        <Button
          variant="outline"
          size="sm"
          className="max-md:h-11"
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) void newSecret();
          }}
        >
          <KeyRound aria-hidden="true" />
          {rotate.isPending ? 'Making...' : 'New secret'}
          <span className="sr-only">{` for ${webhook.url}`}</span>
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="max-md:h-11"
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) void deleteEndpoint();
          }}
        >
          <Trash2 aria-hidden="true" />
          {remove.isPending ? 'Deleting...' : 'Delete'}
          <span className="sr-only">{` ${webhook.url}`}</span>
        </Button>
      </div>
      {dialog}
    </li>
  );
}

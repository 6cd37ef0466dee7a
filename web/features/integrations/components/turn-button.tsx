import { Power, PowerOff } from 'lucide-react';
import type { Webhook } from '#common/integrations';
import { Button } from '#web/components/ui/button';
import { useTurnWebhook } from '../api/webhooks';

/** "Turn off" an endpoint that is on, "Turn on" one that is off; it keeps the focus as it flips. */
export function TurnButton({ webhook }: { webhook: Webhook }) {
  const turn = useTurnWebhook(webhook.id);
  const busy = turn.isPending;
  const Icon = webhook.enabled ? PowerOff : Power;
  return (
    <Button
      variant="outline"
      size="sm"
      className="bg-white max-md:h-11"
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={() => {
        if (!busy) turn.mutate(!webhook.enabled);
      }}
    >
      <Icon aria-hidden="true" />
      {busy ? 'Saving...' : webhook.enabled ? 'Turn off' : 'Turn on'}
      <span className="sr-only">{` ${webhook.url}`}</span>
    </Button>
  );
}

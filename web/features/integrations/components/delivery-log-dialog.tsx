import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ScrollText } from 'lucide-react';
import type { Webhook } from '#common/integrations';
import { LoadedQuery } from '#web/components/list/loaded-query';
import { RefreshButton } from '#web/components/list/refresh-button';
import { Button } from '#web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog';
import { cn } from '#web/lib/cn';
import { deliveriesQueryOptions } from '../api/deliveries';
import { integrationKeys } from '../api/keys';
import { DeliveryTable } from './delivery-table';
import { TurnButton } from './turn-button';

/**
 * "Delivery log" of one endpoint: its latest deliveries, each that has gone or failed with Send
 * again. Its deliveries are read only while it is open.
 */
export function DeliveryLogDialog({ webhook }: { webhook: Webhook }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // What was sent again meanwhile changed the endpoint's waiting count and latest delivery.
        if (!next)
          void queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks(), exact: true });
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="max-md:h-11">
          <ScrollText aria-hidden="true" />
          Delivery log<span className="sr-only">{` of ${webhook.url}`}</span>
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel="Close Delivery log" className="max-w-6xl">
        <DialogHeader>
          <DialogTitle>Delivery log</DialogTitle>
          <DialogDescription className="[overflow-wrap:anywhere]">
            The latest deliveries to {webhook.url}, newest first. One that failed is tried again for
            a day; after that, send it again from here.
          </DialogDescription>
        </DialogHeader>
        {open && <DeliveryLog webhook={webhook} />}
      </DialogContent>
    </Dialog>
  );
}

function DeliveryLog({ webhook }: { webhook: Webhook }) {
  const deliveries = useQuery(deliveriesQueryOptions(webhook.id));
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* One place for Turn on and Turn off, so the button keeps the focus as it flips. */}
        <div
          className={cn(
            'flex flex-wrap items-center gap-3 rounded-md border p-3 text-sm',
            webhook.enabled
              ? 'border-slate-200 bg-slate-50 text-slate-800'
              : 'border-amber-300 bg-amber-50 text-amber-950',
          )}
        >
          <p>
            {webhook.enabled
              ? 'Events are being sent to this endpoint.'
              : 'This endpoint is off: turn it on before sending anything to it again.'}
          </p>
          <TurnButton webhook={webhook} />
        </div>
        <RefreshButton busy={deliveries.isFetching} onRefresh={() => void deliveries.refetch()} />
      </div>
      <LoadedQuery
        query={deliveries}
        loading="Loading deliveries..."
        failed="Failed to load the delivery log. Please try again."
      >
        {(data) => <DeliveryTable webhookId={webhook.id} deliveries={data.deliveries} />}
      </LoadedQuery>
    </div>
  );
}

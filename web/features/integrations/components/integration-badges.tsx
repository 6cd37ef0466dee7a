import {
  Ban,
  CircleCheck,
  Clock,
  LoaderCircle,
  Power,
  PowerOff,
  TriangleAlert,
} from 'lucide-react';
import { deliveryStateLabels, type ApiKey, type DeliveryState } from '#common/integrations';
import { Chip } from '#web/components/ui/chip';
import { keyStateLabels } from '../lib/integration-text';

// Each state in words and with an icon, never by colour alone.

const keyLooks = {
  active: { Icon: CircleCheck, className: 'border-emerald-300 bg-emerald-50 text-emerald-900' },
  expired: { Icon: Clock, className: 'border-slate-400 bg-slate-100 text-slate-800' },
  revoked: { Icon: Ban, className: 'border-red-300 bg-red-50 text-red-800' },
} as const;

/** An API key's state: Active, Expired or Revoked. */
export function KeyStateBadge({ state }: { state: ApiKey['state'] }) {
  const { Icon, className } = keyLooks[state];
  return (
    <Chip className={className}>
      <Icon aria-hidden="true" className="size-3.5" />
      {keyStateLabels[state]}
    </Chip>
  );
}

/** Whether events are sent to an endpoint: On or Off. */
export function EndpointStateBadge({ enabled }: { enabled: boolean }) {
  return enabled ? (
    <Chip className="border-emerald-300 bg-emerald-50 text-emerald-900">
      <Power aria-hidden="true" className="size-3.5" />
      On
    </Chip>
  ) : (
    <Chip className="border-amber-300 bg-amber-50 text-amber-900">
      <PowerOff aria-hidden="true" className="size-3.5" />
      Off
    </Chip>
  );
}

const deliveryLooks = {
  pending: { Icon: Clock, className: 'border-slate-300 bg-slate-100 text-slate-800' },
  sending: { Icon: LoaderCircle, className: 'border-sky-300 bg-sky-50 text-sky-900' },
  delivered: { Icon: CircleCheck, className: 'border-emerald-300 bg-emerald-50 text-emerald-900' },
  failed: { Icon: TriangleAlert, className: 'border-red-300 bg-red-50 text-red-800' },
} as const;

/** A delivery's state: Waiting, Sending, Delivered or Failed. */
export function DeliveryStateBadge({ state }: { state: DeliveryState }) {
  const { Icon, className } = deliveryLooks[state];
  return (
    <Chip className={className}>
      <Icon aria-hidden="true" className="size-3.5" />
      {deliveryStateLabels[state]}
    </Chip>
  );
}

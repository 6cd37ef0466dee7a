import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { integrationLimits, type Webhook } from '#common/integrations';
import { LoadedQuery } from '#web/components/list/loaded-query';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { webhooksQueryOptions, type WebhookWithSecret } from '../api/webhooks';
import { useFocusOnArrival } from '../hooks/use-focus-on-arrival';
import { AddWebhookDialog } from './add-webhook-dialog';
import { OnceSecret } from './once-secret';
import { WebhookItem } from './webhook-item';

/** Settings' "Webhooks" card, loading its own endpoints (admins only). */
export function WebhooksSettings() {
  const webhooks = useQuery(webhooksQueryOptions);
  return (
    <LoadedQuery
      query={webhooks}
      loading="Loading webhooks..."
      failed="Failed to load the webhooks. Please try again."
    >
      {(data) => <WebhooksCard webhooks={data.webhooks} />}
    </LoadedQuery>
  );
}

/** A signing secret to show once, and why it was made. */
type ShownSecret = WebhookWithSecret & { kind: 'added' | 'new' };

/**
 * The endpoints events are sent to, Add endpoint, and a signing secret (of a new endpoint, or
 * made anew) shown once above the list until the admin has it. Its id, "webhooks", is where
 * links to the webhook settings land.
 */
function WebhooksCard({ webhooks }: { webhooks: readonly Webhook[] }) {
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  useFocusOnArrival('webhooks', heading);
  const full = webhooks.length >= integrationLimits.endpoints;
  return (
    <Card id="webhooks" role="region" aria-labelledby="webhooks-heading" className="scroll-mt-24">
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <CardTitle id="webhooks-heading" ref={heading} tabIndex={-1} className="scroll-mt-24">
            Webhooks
          </CardTitle>
          <AddWebhookDialog
            triggerRef={addButton}
            onAdded={(added) => setShown({ ...added, kind: 'added' })}
          />
        </div>
        <CardDescription>
          The portal tells the company&apos;s other systems what happens, as it happens, by sending
          the events you choose to their addresses. One that keeps failing for a day is turned off,
          and admins are emailed.
          {full &&
            ` You have ${integrationLimits.endpoints} endpoints, the most the portal keeps: delete one to add another.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {shown && (
          <OnceSecret
            heading={
              shown.kind === 'added'
                ? 'Copy the signing secret of the new endpoint'
                : 'Copy the new signing secret'
            }
            label="Signing secret"
            secret={shown.secret}
            onDone={() => {
              setShown(null);
              addButton.current?.focus();
            }}
          >
            <p className="[overflow-wrap:anywhere]">
              It belongs to <span className="font-mono">{shown.webhook.url}</span>. Give it to the
              receiving system: every delivery is signed with it using the{' '}
              <a
                href="https://www.standardwebhooks.com/"
                target="_blank"
                rel="noreferrer"
                className="text-brand-900 underline underline-offset-4"
              >
                Standard Webhooks<span className="sr-only"> (opens in a new tab)</span>
              </a>{' '}
              scheme, in the <code className="font-mono">webhook-id</code>,{' '}
              <code className="font-mono">webhook-timestamp</code> and{' '}
              <code className="font-mono">webhook-signature</code> headers. Checking them tells the
              system a delivery came from the portal and was not changed; a Standard Webhooks
              library does it for you.
            </p>
          </OnceSecret>
        )}
        {webhooks.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
            No endpoints yet: events are not sent anywhere.
          </p>
        ) : (
          <ul aria-label="Webhook endpoints" className="space-y-4">
            {webhooks.map((webhook) => (
              <WebhookItem
                key={webhook.id}
                webhook={webhook}
                onNewSecret={(made) => setShown({ ...made, kind: 'new' })}
                onDeleted={() => {
                  // A secret of an endpoint that is gone is of no use.
                  setShown((secret) => (secret?.webhook.id === webhook.id ? null : secret));
                  heading.current?.focus();
                }}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

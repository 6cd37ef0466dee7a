import { useEffect, useId, useRef } from 'react';
import { CalendarDays, Copy } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { useConfirm } from '#web/components/ui/confirm-dialog';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { formatDateTime } from '#web/lib/dates';
import { notify } from '#web/lib/notify';
import { useResetCalendarFeed } from '../api/calendar-feed';

/**
 * Settings' "Calendar feed" card: the reader's private iCalendar address of the bar dates they
 * may see. The server keeps only the token's hash, so the address is shown once, when made.
 */
export function CalendarFeedSettings({ since }: { since: string | null }) {
  const headingId = useId();
  const reset = useResetCalendarFeed();
  const { dialog, ask } = useConfirm<'reset'>();
  const address = reset.data?.url ?? null;
  const field = useRef<HTMLInputElement>(null);

  // The new address is what the person came for: focus it, selected (on focus), ready to copy.
  useEffect(() => {
    if (address) field.current?.focus();
  }, [address]);

  async function makeAddress() {
    if (reset.isPending) return;
    if (since !== null) {
      const answer = await ask({
        title: 'Reset the feed address?',
        description:
          'The old address stops working at once: calendars subscribed to it stop showing bar dates until you subscribe them to the new one.',
        actions: [{ value: 'reset', label: 'Reset feed address', variant: 'destructive' }],
      });
      if (answer !== 'reset') return;
    }
    reset.mutate();
  }

  const copy = (url: string) =>
    navigator.clipboard.writeText(url).then(
      () => notify.success('Copied', 'The feed address is on your clipboard.'),
      () => notify.error('Could not copy', 'Select the address and copy it.'),
    );

  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <CardTitle id={headingId} className="flex items-center gap-2">
            <CalendarDays aria-hidden="true" className="size-5 shrink-0" />
            Calendar feed
          </CardTitle>
          <CardDescription>
            Subscribe in your calendar app to see the bar dates of the ideas you can see. Anyone
            with the address can read those dates: keep it private.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {address ? (
            <Field label="Your feed address" hint="Copy it now: it is not shown again.">
              {(control) => (
                <div className="flex flex-col gap-2 sm:flex-row">
                  <Input
                    ref={field}
                    {...control}
                    readOnly
                    value={address}
                    className="font-mono"
                    onFocus={(event) => event.currentTarget.select()}
                  />
                  <Button variant="outline" onClick={() => void copy(address)}>
                    <Copy aria-hidden="true" />
                    Copy
                  </Button>
                </div>
              )}
            </Field>
          ) : (
            <p className="text-sm text-slate-900">
              {since === null
                ? 'You have no feed address yet.'
                : `Your feed address was made ${formatDateTime(since)}. It is shown only when it is made: reset it for a new one.`}
            </p>
          )}
          <Button
            variant={since === null ? 'default' : 'outline'}
            onClick={() => void makeAddress()}
            aria-disabled={reset.isPending || undefined}
          >
            {reset.isPending
              ? 'Making the address...'
              : since === null
                ? 'Create feed address'
                : 'Reset feed address'}
          </Button>
        </CardContent>
      </Card>
      {dialog}
    </section>
  );
}

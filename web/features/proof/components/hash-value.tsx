import { useId, useState } from 'react';
import { Copy } from 'lucide-react';
import { notify } from '#web/lib/notify';
import { Button } from '#web/components/ui/button';

/** How much of a hash is shown until the person asks for all of it. */
const SHOWN = 12;

/**
 * A long hash, shortened until "Show" is pressed, with a button that copies all of it: people
 * compare its start and copy the rest, and 64 characters should not push the page down.
 */
export function HashValue({ value, label }: { value: string; label: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => notify.success('Copied', `The ${label} is on your clipboard.`),
      () => notify.error('Could not copy', 'Show the value, then select and copy it.'),
    );
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <code id={id} className="min-w-0 font-mono text-xs break-all text-slate-900">
        {open ? value : `${value.slice(0, SHOWN)}…`}
      </code>
      <span className="flex gap-1">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={id}
          aria-label={`${open ? 'Hide' : 'Show'} the full ${label}`}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide' : 'Show'}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Copy the ${label}`}
          onClick={() => void copy()}
        >
          <Copy aria-hidden="true" />
          Copy
        </Button>
      </span>
    </span>
  );
}

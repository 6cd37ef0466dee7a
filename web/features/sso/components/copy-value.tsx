import { Copy } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { notify } from '#web/lib/notify';

/**
 * One of the portal's addresses an identity provider is set up with, read-only, selected when
 * focused, with a button that copies it.
 */
export function CopyValue({
  label,
  hint,
  value,
  what,
}: {
  label: string;
  hint?: string;
  value: string;
  /** What the copy button copies, for its name and its toast, e.g. "callback URL of Okta". */
  what: string;
}) {
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => notify.success('Copied', `The ${what} is on your clipboard.`),
      () => notify.error('Could not copy', `Select the ${what} and copy it.`),
    );
  return (
    <Field label={label} hint={hint}>
      {(control) => (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            {...control}
            readOnly
            value={value}
            spellCheck={false}
            autoComplete="off"
            className="min-w-0 font-mono"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="outline" className="max-md:h-11" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            Copy<span className="sr-only">{` the ${what}`}</span>
          </Button>
        </div>
      )}
    </Field>
  );
}

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Copy, TriangleAlert } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { notify } from '#web/lib/notify';

/**
 * A secret the server answers only once (an API key, a signing secret): it keeps a hash or a
 * sealed copy, never one it could show again. The secret arrives focused and selected, ready to
 * copy, and stays until the admin says they have it.
 */
export function OnceSecret({
  heading,
  label,
  secret,
  children,
  onDone,
}: {
  heading: string;
  /** The secret's field, e.g. "API key". */
  label: string;
  secret: string;
  /** What the secret is for and how to use it. */
  children: ReactNode;
  onDone: () => void;
}) {
  const headingId = useId();
  const field = useRef<HTMLInputElement>(null);

  // The secret is what the admin came for, and a new one (a second key) replaces it here.
  useEffect(() => field.current?.focus(), [secret]);

  const copy = () =>
    navigator.clipboard.writeText(secret).then(
      () => notify.success('Copied', `The ${label.toLowerCase()} is on your clipboard.`),
      () => notify.error('Could not copy', `Select the ${label.toLowerCase()} and copy it.`),
    );

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-slate-900"
    >
      <h3 id={headingId} className="text-base font-semibold text-brand-900">
        {heading}
      </h3>
      <p className="flex items-start gap-2 font-medium text-amber-950">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        It is shown only this once: copy it now and keep it somewhere safe, such as your password
        manager or the other system&apos;s settings.
      </p>
      <Field label={label} hint="Copy it now: it is not shown again.">
        {(control) => (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              ref={field}
              {...control}
              readOnly
              value={secret}
              spellCheck={false}
              autoComplete="off"
              className="font-mono"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button variant="outline" className="bg-white" onClick={() => void copy()}>
              <Copy aria-hidden="true" />
              Copy
            </Button>
          </div>
        )}
      </Field>
      {children}
      <Button onClick={onDone}>I have copied it</Button>
    </section>
  );
}

/** A command or header to copy, under what it is; wrapped rather than scrolled so it fits a phone. */
export function CodeSample({ caption, children }: { caption: ReactNode; children: string }) {
  return (
    <figure className="space-y-1.5">
      <figcaption className="text-sm text-slate-900">{caption}</figcaption>
      <pre className="rounded-md border border-slate-300 bg-white p-3 font-mono text-xs break-all whitespace-pre-wrap text-slate-900">
        <code>{children}</code>
      </pre>
    </figure>
  );
}

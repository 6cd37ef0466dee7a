import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { termsConsent } from '#common/terms';
import { textLinkClass } from '#web/components/content/text-link';

function TermsLink({
  section,
  describedBy,
  children,
}: {
  section: string;
  describedBy: string;
  children: string;
}) {
  // A new tab, so what was typed in the form is still there after reading.
  return (
    <a
      href={`/privacy-terms#${section}`}
      target="_blank"
      rel="noopener"
      aria-describedby={describedBy}
      className={textLinkClass}
    >
      {children}
    </a>
  );
}

/** The register form's required consent: age and the terms, with the terms a click away. */
export function TermsConsentField() {
  const { register, formState, clearErrors } = useFormContext<{ acceptTerms: boolean }>();
  const id = useId();
  const errorId = `${id}-error`;
  const newTabId = `${id}-new-tab`;
  const error = formState.errors.acceptTerms?.message;
  const box = register(termsConsent.field, {
    // A ticked box answers its message.
    onChange: () => error && clearErrors(termsConsent.field),
  });
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-2">
        <input
          id={id}
          {...box}
          type="checkbox"
          required
          {...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
          className="mt-0.5 size-4 shrink-0 accent-brand-900"
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          I am at least 18 and accept the{' '}
          <TermsLink section="terms-heading" describedBy={newTabId}>
            Terms of Use
          </TermsLink>{' '}
          and{' '}
          <TermsLink section="privacy-heading" describedBy={newTabId}>
            Privacy Policy
          </TermsLink>
        </label>
        {/* Said of each link, outside the label so the box's name stays the sentence. */}
        <span id={newTabId} hidden>
          Opens in a new tab
        </span>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

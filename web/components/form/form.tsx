import { use, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormAlert } from '#web/components/ui/alert';
import { isApiRequestError } from '#web/lib/api';
import { errorText } from '#web/lib/errors';
import { Prerendering } from '#web/lib/prerendering';
import { FormFailure } from './form-failure';

/** The form element's own attributes (name, aria-labelledby...) pass through. */
type FormProps<T extends FieldValues, Checked extends FieldValues = T> = Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'noValidate'
> & {
  /** Its values as typed (T) and as its schema gives them, checked (Checked). */
  form: UseFormReturn<T, unknown, Checked>;
  /**
   * Runs with the checked values. What it throws is shown: on its field when the server named
   * one this form has, otherwise above the fields. Catch what a toast already reports.
   */
  onSubmit: (values: Checked) => Promise<unknown> | unknown;
  children: ReactNode;
};

/** The one way to build a form: checked by its schema, server errors put where they belong. */
export function Form<T extends FieldValues, Checked extends FieldValues = T>({
  form,
  onSubmit,
  className,
  children,
  ...props
}: FormProps<T, Checked>) {
  const serverError = form.formState.errors.root?.server;
  // Written at build time, a form cannot be used until the app has replaced it: sent before,
  // the browser would put what was typed (a password too) in the address.
  const prerendering = use(Prerendering);

  const send = form.handleSubmit(async (values) => {
    form.clearErrors('root.server');
    try {
      await onSubmit(values);
    } catch (error) {
      showError(form, error);
    }
  });
  // A busy button stays focusable (aria-disabled), so a second press must do nothing here.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (form.formState.isSubmitting) event.preventDefault();
    else void send(event);
  };

  return (
    <FormProvider<T, unknown, Checked> {...form}>
      <form
        noValidate
        onSubmit={submit}
        className={className}
        inert={prerendering || undefined}
        {...props}
      >
        {serverError?.message && (
          <FormAlert>
            {serverError.type !== 'server' && <strong>{serverError.type} </strong>}
            {serverError.message}
          </FormAlert>
        )}
        {children}
      </form>
    </FormProvider>
  );
}

function showError<T extends FieldValues, Checked extends FieldValues>(
  form: UseFormReturn<T, unknown, Checked>,
  error: unknown,
) {
  const message = errorText(error);
  const field = isApiRequestError(error) ? error.field : null;
  // A field of a list ('criteria.0.name') lands on its own control too.
  if (field && (field in form.getValues() || form.getValues(field as never) !== undefined)) {
    form.setError(field as never, { type: 'server', message }, { shouldFocus: true });
  } else {
    // The title rides in the error's type: react-hook-form keeps nothing else beside a message.
    const type = error instanceof FormFailure ? error.title : 'server';
    form.setError('root.server', { type, message });
  }
}

import {
  createContext,
  use,
  useCallback,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type FormEvent,
  type ReactNode,
} from 'react';
import { FormProvider, useFormState, type FieldValues, type UseFormReturn } from 'react-hook-form';
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

/**
 * A form sent another way than by its submit button (signing with a passkey): `run` keeps it
 * busy meanwhile, as sending does, and runs nothing while the form is busy already.
 */
type OtherSending = {
  busy: boolean;
  run: (task: () => Promise<void>) => Promise<void>;
};
const OtherSendingContext = createContext<OtherSending | null>(null);

/** Whether the surrounding Form is being sent, by its submit button or another way. */
export function useFormSending(): boolean {
  const { isSubmitting } = useFormState();
  return isSubmitting || (use(OtherSendingContext)?.busy ?? false);
}

/**
 * Sends the surrounding Form another way than its submit button: the task runs with the form
 * busy (its submit button does nothing meanwhile), unless the form is being sent already.
 */
export function useSendOtherwise(): OtherSending['run'] {
  const sending = use(OtherSendingContext);
  if (!sending) throw new Error('useSendOtherwise is used inside a Form.');
  return sending.run;
}

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
  const [busyOtherwise, setBusyOtherwise] = useState(false);
  // Read at once by a second press, before React has drawn the first.
  const busyRef = useRef(false);
  const run = useCallback(
    async (task: () => Promise<void>) => {
      if (busyRef.current || form.formState.isSubmitting) return;
      busyRef.current = true;
      setBusyOtherwise(true);
      try {
        await task();
      } finally {
        busyRef.current = false;
        setBusyOtherwise(false);
      }
    },
    [form],
  );
  const otherSending = useMemo(() => ({ busy: busyOtherwise, run }), [busyOtherwise, run]);

  const send = form.handleSubmit(async (values) => {
    // What the last try said, above the fields or beside another way of sending, goes.
    form.clearErrors('root');
    try {
      await onSubmit(values);
    } catch (error) {
      showError(form, error);
    }
  });
  // A busy button stays focusable (aria-disabled), so a second press must do nothing here.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (form.formState.isSubmitting || busyRef.current) event.preventDefault();
    else void send(event);
  };

  return (
    <FormProvider<T, unknown, Checked> {...form}>
      <OtherSendingContext value={otherSending}>
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
      </OtherSendingContext>
    </FormProvider>
  );
}

/**
 * Puts what a send threw where it belongs: on the field the server named, when the form has
 * it; otherwise above the fields (`root.server`), or in the root error of the given name, which
 * the control that sent the form shows beside itself (`root.passkey`).
 */
export function showError<T extends FieldValues, Checked extends FieldValues>(
  form: UseFormReturn<T, unknown, Checked>,
  error: unknown,
  root = 'server',
) {
  const message = errorText(error);
  const field = isApiRequestError(error) ? error.field : null;
  // A field of a list ('criteria.0.name') lands on its own control too.
  if (field && (field in form.getValues() || form.getValues(field as never) !== undefined)) {
    form.setError(field as never, { type: 'server', message }, { shouldFocus: true });
  } else {
    // The title rides in the error's type: react-hook-form keeps nothing else beside a message.
    const type = error instanceof FormFailure ? error.title : 'server';
    form.setError(`root.${root}`, { type, message });
  }
}

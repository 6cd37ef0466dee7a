import { FULL_NAME_MAX, changeNameSchema } from '#common/profile';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { SubmitButton } from '#web/components/form/submit-button';
import { useAppForm } from '#web/components/form/use-app-form';
import { Input } from '#web/components/ui/input';
import { useChangeName } from '../api/change-name';

/** Settings' full name: checked here and on the server by the same rule. */
export function ChangeNameForm({ fullName }: { fullName: string }) {
  const form = useAppForm(changeNameSchema, { fullName });
  const changeName = useChangeName();

  async function onSubmit(values: { fullName: string }) {
    const saved = await changeName.mutateAsync(values.fullName);
    form.reset({ fullName: saved.fullName });
  }

  return (
    <Form form={form} onSubmit={onSubmit} className="max-w-md space-y-5">
      <FormField
        name="fullName"
        label="Full Name"
        hint="Shown to our team with your ideas. Ideas already sent and your signed agreement keep the name they were made with."
      >
        {(control) => <Input {...control} autoComplete="name" maxLength={FULL_NAME_MAX} />}
      </FormField>
      <SubmitButton pendingLabel="Saving...">Save Name</SubmitButton>
    </Form>
  );
}

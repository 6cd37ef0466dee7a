import {
  factKeys,
  factLabels,
  saveFactRequirementsSchema,
  type FactKey,
  type FactRequirements,
} from '#common/invention-facts';
import { Form } from '#web/components/form/form';
import { SubmitButton } from '#web/components/form/submit-button';
import { useAppForm } from '#web/components/form/use-app-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { formatDateTime } from '#web/lib/dates';
import { useSaveFactRequirements } from '../api/fact-requirements';

const isFactKey = (key: string): key is FactKey => (factKeys as readonly string[]).includes(key);

/** Settings' "Required invention facts" card: which facts an idea must give to be sent. */
export function FactRequirementsSettings({ current }: { current: FactRequirements }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle id="fact-requirements-heading">Required invention facts</CardTitle>
        <CardDescription>
          Every idea needs a title and a description to be sent. Tick the facts it must also give; a
          draft may be saved without them. Saving makes a new version, asked of ideas sent from then
          on: ideas already sent are not changed.
        </CardDescription>
        <p className="text-sm font-medium text-slate-900">
          Version {current.version} of the requirements, saved {formatDateTime(current.savedAt)}
        </p>
      </CardHeader>
      <CardContent>
        {/* A new version starts the form again from what was saved. */}
        <FactRequirementsForm key={current.version} current={current} />
      </CardContent>
    </Card>
  );
}

function FactRequirementsForm({ current }: { current: FactRequirements }) {
  const save = useSaveFactRequirements();
  const form = useAppForm(saveFactRequirementsSchema, {
    basedOn: current.version,
    required: current.required.filter(isFactKey),
  });
  return (
    <Form
      form={form}
      aria-labelledby="fact-requirements-heading"
      className="space-y-4"
      onSubmit={(values) => save.mutateAsync(values)}
    >
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-900">
          Required before an idea is sent
        </legend>
        <ul className="grid gap-x-6 sm:grid-cols-2">
          {factKeys.map((key) => (
            <li key={key}>
              <label className="flex min-h-11 items-center gap-3 text-sm text-slate-900">
                <input
                  type="checkbox"
                  value={key}
                  className="size-4 shrink-0"
                  {...form.register('required')}
                />
                {factLabels[key]}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <SubmitButton pendingLabel="Saving...">Save required facts</SubmitButton>
    </Form>
  );
}

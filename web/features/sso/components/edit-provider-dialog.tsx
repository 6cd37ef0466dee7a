import { Pencil } from 'lucide-react';
import type { SsoProviderView } from '#common/sso';
import { Form } from '#web/components/form/form';
import { useAppForm } from '#web/components/form/use-app-form';
import { Button } from '#web/components/ui/button';
import { useEditSsoProvider } from '../api/sso';
import { mappingFormSchema, mappingFormValues, type MappingRequest } from '../lib/provider-form';
import { MappingFields } from './mapping-fields';
import { FormDialog, FormDialogFooter } from '#web/components/form/form-dialog';

/**
 * "Edit" a provider's name, domains and mapping; its protocol, id and connection stay (remove it
 * and add it again to change those).
 */
export function EditProviderDialog({ provider }: { provider: SsoProviderView }) {
  const edit = useEditSsoProvider(provider.providerId);
  return (
    <FormDialog
      className="max-w-2xl"
      descriptionClassName="[overflow-wrap:anywhere]"
      title="Edit identity provider"
      description={`${provider.name} (${provider.providerId}). To change how the portal connects to it, remove it and add it again.`}
      trigger={
        <Button variant="outline" size="sm" className="max-md:h-11">
          <Pencil aria-hidden="true" />
          Edit<span className="sr-only">{` ${provider.name}`}</span>
        </Button>
      }
      mutation={edit}
    >
      {(onSave) => <EditProviderForm provider={provider} onSave={onSave} />}
    </FormDialog>
  );
}

function EditProviderForm({
  provider,
  onSave,
}: {
  provider: SsoProviderView;
  onSave: (mapping: MappingRequest) => Promise<void>;
}) {
  const form = useAppForm(mappingFormSchema, mappingFormValues(provider));
  return (
    <Form form={form} aria-label="Edit identity provider" className="space-y-4" onSubmit={onSave}>
      <MappingFields />
      <FormDialogFooter pendingLabel="Saving...">Save changes</FormDialogFooter>
    </Form>
  );
}

import { Plus } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { ssoLimits } from '#common/sso';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { RadioGroupField } from '#web/components/form/radio-group-field';
import { useAppForm } from '#web/components/form/use-app-form';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { PasswordInput } from '#web/components/ui/password-input';
import { Textarea } from '#web/components/ui/textarea';
import { useAddSsoProvider } from '../api/sso';
import {
  addProviderFormSchema,
  newProviderValues,
  type AddProviderFormValues,
  type AddProviderRequest,
} from '../lib/provider-form';
import { MappingFields } from './mapping-fields';
import { FormDialog, FormDialogFooter } from '#web/components/form/form-dialog';

/** "Add provider": an OIDC or SAML identity provider, its domains and its group mapping. */
export function AddProviderDialog() {
  const add = useAddSsoProvider();
  return (
    <FormDialog
      className="max-w-2xl"
      descriptionClassName="[overflow-wrap:anywhere]"
      title="Add identity provider"
      description="People with an address at its domains will sign in through it. The portal checks an OIDC issuer, or reads SAML metadata, before saving."
      trigger={
        <Button>
          <Plus aria-hidden="true" />
          Add provider
        </Button>
      }
      mutation={add}
    >
      {(onSave) => <AddProviderForm onSave={onSave} />}
    </FormDialog>
  );
}

function AddProviderForm({ onSave }: { onSave: (input: AddProviderRequest) => Promise<void> }) {
  const form = useAppForm(addProviderFormSchema, newProviderValues());
  const protocol = useWatch({ control: form.control, name: 'protocol' });
  return (
    <Form form={form} aria-label="Add identity provider" className="space-y-4" onSubmit={onSave}>
      <RadioGroupField<AddProviderFormValues>
        name="protocol"
        legend="Protocol"
        options={[
          { value: 'oidc', label: 'OpenID Connect (OIDC)' },
          { value: 'saml', label: 'SAML 2.0' },
        ]}
      />
      <FormField<AddProviderFormValues, 'providerId'>
        name="providerId"
        label="Provider id"
        hint="2 to 40 lower-case letters, digits or dashes, e.g. okta. It is part of the portal's addresses for this provider and cannot be changed."
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={40}
            className="font-mono"
          />
        )}
      </FormField>
      {protocol === 'oidc' ? <OidcFields /> : <SamlFields />}
      <MappingFields />
      <FormDialogFooter pendingLabel="Adding...">Add provider</FormDialogFooter>
    </Form>
  );
}

/** What an OIDC provider gives when the portal is registered with it as an application. */
function OidcFields() {
  return (
    <>
      <FormField<AddProviderFormValues, 'issuer'>
        name="issuer"
        label="Issuer URL"
        hint="Where the provider's discovery document lives (under /.well-known/openid-configuration), e.g. https://login.example.com."
      >
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://"
          />
        )}
      </FormField>
      <FormField<AddProviderFormValues, 'clientId'>
        name="clientId"
        label="Client id"
        hint="The id the provider gave the portal's application."
      >
        {(control) => (
          <Input {...control} autoComplete="off" spellCheck={false} className="font-mono" />
        )}
      </FormField>
      <FormField<AddProviderFormValues, 'clientSecret'>
        name="clientSecret"
        label="Client secret"
        hint="The secret the provider gave with the client id. Settings never shows it again."
      >
        {(control) => (
          // new-password: a browser must not fill in the admin's own saved password here.
          <PasswordInput {...control} fieldName="Client secret" autoComplete="new-password" />
        )}
      </FormField>
      <FormField<AddProviderFormValues, 'scopes'>
        name="scopes"
        label="Scopes"
        hint="Separated by spaces. Add the scope that brings the groups claim if the provider needs one (Okta: groups)."
      >
        {(control) => (
          <Input {...control} autoComplete="off" spellCheck={false} className="font-mono" />
        )}
      </FormField>
    </>
  );
}

/** A SAML provider's metadata: pasted, or fetched from the address it publishes it at. */
function SamlFields() {
  const from = useWatch<AddProviderFormValues, 'metadataFrom'>({ name: 'metadataFrom' });
  return (
    <RadioGroupField<AddProviderFormValues>
      name="metadataFrom"
      legend="Provider metadata"
      description="The provider's SAML metadata gives its entity id, sign-in address and signing certificate."
      options={[
        { value: 'xml', label: 'Paste the XML' },
        { value: 'url', label: 'Fetch it from a URL' },
      ]}
    >
      {from === 'xml' ? (
        <FormField<AddProviderFormValues, 'metadataXml'>
          name="metadataXml"
          label="Metadata XML"
          hint={`The whole file, from <EntityDescriptor> on; at most ${ssoLimits.metadataBytes / 1024} KB.`}
          className="pt-2"
        >
          {(control) => (
            <Textarea {...control} rows={6} spellCheck={false} className="font-mono text-xs" />
          )}
        </FormField>
      ) : (
        <FormField<AddProviderFormValues, 'metadataUrl'>
          name="metadataUrl"
          label="Metadata URL"
          hint="The portal fetches the metadata once, when the provider is added."
          className="pt-2"
        >
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://"
            />
          )}
        </FormField>
      )}
    </RadioGroupField>
  );
}

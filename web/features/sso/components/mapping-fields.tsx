import { FormField } from '#web/components/form/form-field';
import { Input } from '#web/components/ui/input';
import { Textarea } from '#web/components/ui/textarea';
import type { MappingFormValues } from '../lib/provider-form';

const LIST_HINT = 'One a line, or separated by commas.';

/**
 * A provider's name, email domains, and how its groups and sign-in context map to the portal's
 * roles and second factor: the boxes its Add and Edit forms share.
 */
export function MappingFields() {
  return (
    <>
      <FormField<MappingFormValues, 'name'>
        name="name"
        label="Name"
        hint="How Settings and the audit trail name this provider, e.g. Company Okta."
      >
        {(control) => <Input {...control} autoComplete="off" maxLength={80} />}
      </FormField>
      <FormField<MappingFormValues, 'domains'>
        name="domains"
        label="Email domains"
        hint="Separated by commas, e.g. example.com, example.co.uk. People with an address at these domains sign in with this provider only: no longer with a password."
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="example.com"
          />
        )}
      </FormField>
      <FormField<MappingFormValues, 'groupsClaim'>
        name="groupsClaim"
        label="Groups claim"
        hint="The claim (OIDC) or attribute (SAML) that lists a person's groups; usually groups."
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={200}
            className="font-mono"
          />
        )}
      </FormField>
      <FormField<MappingFormValues, 'adminGroups'>
        name="adminGroups"
        label="Admin groups"
        hint={`Members of any of these groups are admins. ${LIST_HINT} At each sign-in the groups decide a person's role, replacing one given on Users.`}
      >
        {(control) => (
          <Textarea {...control} rows={3} spellCheck={false} className="min-h-20 font-mono" />
        )}
      </FormField>
      <FormField<MappingFormValues, 'reviewerGroups'>
        name="reviewerGroups"
        label="Reviewer groups"
        hint={`Members of any of these groups (and of no admin group) are reviewers; anyone else has no staff role. ${LIST_HINT}`}
      >
        {(control) => (
          <Textarea {...control} rows={3} spellCheck={false} className="min-h-20 font-mono" />
        )}
      </FormField>
      <FormField<MappingFormValues, 'mfaContexts'>
        name="mfaContexts"
        label="Multi-factor contexts"
        hint={`The authentication context values (SAML AuthnContextClassRef, OIDC acr) that mean the provider asked for a second factor. ${LIST_HINT} A staff sign-in that shows none of them, nor an OIDC amr value such as mfa, does not open the admin portal.`}
      >
        {(control) => (
          <Textarea {...control} rows={5} spellCheck={false} className="min-h-28 font-mono" />
        )}
      </FormField>
    </>
  );
}

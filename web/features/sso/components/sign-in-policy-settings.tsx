import { useQuery } from '@tanstack/react-query';
import { signInPolicySchema, type SignInPolicy } from '#common/sso';
import { CheckboxField } from '#web/components/form/checkbox-field';
import { Form } from '#web/components/form/form';
import { SubmitButton } from '#web/components/form/submit-button';
import { useAppForm } from '#web/components/form/use-app-form';
import { LoadedQuery } from '#web/components/list/loaded-query';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { useConfirm } from '#web/components/ui/confirm-dialog';
import { ssoSettingsQueryOptions, useSaveSignInPolicy } from '../api/sso';

/**
 * Settings' "Staff sign-in policy" card, loading its own policy (admins only). `onSaved` runs
 * once a change is saved: the admin's own session may have to take another step now.
 */
export function SignInPolicySettings({ onSaved }: { onSaved?: () => void }) {
  const settings = useQuery(ssoSettingsQueryOptions);
  return (
    <LoadedQuery
      query={settings}
      loading="Loading the staff sign-in policy..."
      failed="Failed to load the staff sign-in policy. Please try again."
    >
      {(data) => <PolicyCard current={data.policy} onSaved={onSaved} />}
    </LoadedQuery>
  );
}

function PolicyCard({ current, onSaved }: { current: SignInPolicy; onSaved?: () => void }) {
  return (
    <Card role="region" aria-labelledby="sign-in-policy-heading">
      <CardHeader>
        <CardTitle id="sign-in-policy-heading">Staff sign-in policy</CardTitle>
        <CardDescription>
          Admins and reviewers always sign in with a second factor. With this on, only a passkey, or
          single sign-on where the identity provider confirmed a second factor, opens the admin
          portal. Signing in with a password and authenticator code then only reaches Settings, to
          add a passkey.
        </CardDescription>
        <p className="text-sm font-medium text-slate-900">
          {current.staffStrongSignInOnly
            ? 'Now: staff need a passkey or single sign-on for the admin portal.'
            : 'Now: staff may use a password and authenticator code, a passkey, or single sign-on.'}
        </p>
      </CardHeader>
      <CardContent>
        <PolicyForm current={current} onSaved={onSaved} />
      </CardContent>
    </Card>
  );
}

function PolicyForm({ current, onSaved }: { current: SignInPolicy; onSaved?: () => void }) {
  const save = useSaveSignInPolicy();
  const form = useAppForm(signInPolicySchema, current);
  const { dialog, ask } = useConfirm<'require'>();

  async function onSubmit(policy: SignInPolicy) {
    if (policy.staffStrongSignInOnly && !current.staffStrongSignInOnly) {
      const answer = await ask({
        title: 'Require a passkey or single sign-on?',
        description:
          'Staff signed in with a password and authenticator code, you too if you did, lose the admin portal at once. They get it back by signing in with a passkey or single sign-on.',
        details:
          'If you have no passkey yet, add one in Settings first, or make sure your address signs in with single sign-on.',
        actions: [{ value: 'require', label: 'Require it', variant: 'destructive' }],
      });
      if (answer !== 'require') return;
    }
    await save.mutateAsync(policy);
    onSaved?.();
  }

  return (
    <>
      <Form
        form={form}
        aria-labelledby="sign-in-policy-heading"
        className="space-y-4"
        onSubmit={onSubmit}
      >
        <CheckboxField<SignInPolicy>
          name="staffStrongSignInOnly"
          label="Require a passkey or single sign-on for staff"
        />
        <SubmitButton pendingLabel="Saving...">Save sign-in policy</SubmitButton>
      </Form>
      {dialog}
    </>
  );
}

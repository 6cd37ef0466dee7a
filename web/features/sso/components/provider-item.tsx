import { Trash2 } from 'lucide-react';
import { ssoProviderMessages, type SsoProviderView } from '#common/sso';
import { Button } from '#web/components/ui/button';
import { Chip } from '#web/components/ui/chip';
import { useConfirm } from '#web/components/ui/confirm-dialog';
import { formatDateTime } from '#web/lib/dates';
import { useRemoveSsoProvider } from '../api/sso';
import { protocolLabels, sourceLabels } from '../lib/provider-text';
import { CopyValue } from './copy-value';
import { EditProviderDialog } from './edit-provider-dialog';

/**
 * One identity provider: its protocol, where it comes from, its domains and group mapping, the
 * portal's addresses to set it up with, then Edit and Remove (for one added on Settings).
 */
export function ProviderItem({
  provider,
  onRemoved,
}: {
  provider: SsoProviderView;
  /** The provider and its buttons are gone: the list says where the focus goes. */
  onRemoved: () => void;
}) {
  const editable = provider.source === 'settings';
  const saml = provider.protocol === 'saml';
  const of = ` of ${provider.name}`;
  return (
    <li
      className="space-y-4 rounded-xl border border-slate-200 p-4 text-sm"
      data-provider-id={provider.providerId}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 text-base font-semibold [overflow-wrap:anywhere] text-brand-900">
          {provider.name}
        </h3>
        <div className="flex flex-wrap gap-2">
          <Chip>{protocolLabels[provider.protocol]}</Chip>
          <Chip className={editable ? undefined : 'border-amber-300 bg-amber-50 text-amber-950'}>
            {sourceLabels[provider.source]}
          </Chip>
        </div>
      </div>
      {!editable && <p className="text-slate-700">{ssoProviderMessages.fromEnvironment}</p>}
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-700">Provider id</dt>
        <dd className="font-mono [overflow-wrap:anywhere] text-slate-900">{provider.providerId}</dd>
        <dt className="font-medium text-slate-700">Email domains</dt>
        <dd className="[overflow-wrap:anywhere] text-slate-900">{provider.domains.join(', ')}</dd>
        {provider.issuer && (
          <>
            <dt className="font-medium text-slate-700">
              {saml ? "Provider's entity id" : 'Issuer'}
            </dt>
            <dd className="font-mono [overflow-wrap:anywhere] text-slate-900">{provider.issuer}</dd>
          </>
        )}
        <dt className="font-medium text-slate-700">Groups claim</dt>
        <dd className="font-mono [overflow-wrap:anywhere] text-slate-900">
          {provider.groupsClaim}
        </dd>
        <dt className="font-medium text-slate-700">Admin groups</dt>
        <dd>
          <NameList names={provider.adminGroups} none="None: nobody is made an admin." />
        </dd>
        <dt className="font-medium text-slate-700">Reviewer groups</dt>
        <dd>
          <NameList names={provider.reviewerGroups} none="None: nobody is made a reviewer." />
        </dd>
        <dt className="font-medium text-slate-700">Multi-factor contexts</dt>
        <dd>
          <NameList
            names={provider.mfaContexts}
            none="None: only an OIDC amr value such as mfa counts as a second factor."
          />
        </dd>
        <dt className="font-medium text-slate-700">Added</dt>
        <dd className="text-slate-900">{formatDateTime(provider.createdAt)}</dd>
      </dl>
      <div className="space-y-3">
        <CopyValue
          label={saml ? 'Assertion consumer service (ACS) URL' : 'Redirect URI'}
          hint={
            saml
              ? 'Where the provider posts its answer: give it as the reply or ACS URL.'
              : "Where the provider sends people back: add it to the application's redirect URIs."
          }
          value={provider.callbackUrl}
          what={`${saml ? 'ACS URL' : 'redirect URI'}${of}`}
        />
        {provider.entityId && (
          <CopyValue
            label="Portal's entity id"
            hint="The identifier (audience) the provider knows the portal by."
            value={provider.entityId}
            what={`entity id${of}`}
          />
        )}
        {provider.metadataUrl && (
          <CopyValue
            label="Portal's metadata URL"
            hint="Providers that read metadata set the portal up from it."
            value={provider.metadataUrl}
            what={`metadata URL${of}`}
          />
        )}
      </div>
      {editable && (
        <div className="flex flex-wrap gap-2">
          <EditProviderDialog provider={provider} />
          <RemoveProviderButton provider={provider} onRemoved={onRemoved} />
        </div>
      )}
    </li>
  );
}

/** A list of group names or context values, or what having none means. */
function NameList({ names, none }: { names: readonly string[]; none: string }) {
  if (names.length === 0) return <span className="text-slate-700">{none}</span>;
  return (
    <ul className="space-y-0.5 font-mono text-xs text-slate-900">
      {names.map((name) => (
        <li key={name} className="[overflow-wrap:anywhere]">
          {name}
        </li>
      ))}
    </ul>
  );
}

/** "Remove", once the admin has said yes. */
function RemoveProviderButton({
  provider,
  onRemoved,
}: {
  provider: SsoProviderView;
  onRemoved: () => void;
}) {
  const remove = useRemoveSsoProvider(provider.providerId);
  const { dialog, ask } = useConfirm<'remove'>();

  async function removeProvider() {
    if (remove.isPending) return;
    const answer = await ask({
      title: `Remove ${provider.name}?`,
      description: `People at ${provider.domains.join(', ')} can no longer sign in with it. Until another provider takes their domains, they sign in with a password, which they may first have to set with "Forgot password?".`,
      actions: [{ value: 'remove', label: 'Remove provider', variant: 'destructive' }],
    });
    if (answer !== 'remove') return;
    try {
      await remove.mutateAsync();
      onRemoved();
    } catch {
      // Its toast has said why.
    }
  }

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="max-md:h-11"
        aria-disabled={remove.isPending || undefined}
        onClick={() => void removeProvider()}
      >
        <Trash2 aria-hidden="true" />
        {remove.isPending ? 'Removing...' : 'Remove'}
        <span className="sr-only">{` ${provider.name}`}</span>
      </Button>
      {dialog}
    </>
  );
}

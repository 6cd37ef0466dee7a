import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SsoProviderView } from '#common/sso';
import { LoadedQuery } from '#web/components/list/loaded-query';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { ssoSettingsQueryOptions } from '../api/sso';
import { AddProviderDialog } from './add-provider-dialog';
import { ProviderItem } from './provider-item';

/** Settings' "Single sign-on" card, loading its own providers (admins only). */
export function SsoSettings() {
  const settings = useQuery(ssoSettingsQueryOptions);
  return (
    <LoadedQuery
      query={settings}
      loading="Loading single sign-on..."
      failed="Failed to load the single sign-on providers. Please try again."
    >
      {(data) => <SsoCard providers={data.providers} />}
    </LoadedQuery>
  );
}

/**
 * The identity providers staff sign in with, and Add provider. Its id, "single-sign-on", is
 * where links to these settings land.
 */
function SsoCard({ providers }: { providers: readonly SsoProviderView[] }) {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <Card id="single-sign-on" role="region" aria-labelledby="sso-heading" className="scroll-mt-24">
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <CardTitle id="sso-heading" ref={heading} tabIndex={-1} className="scroll-mt-24">
            Single sign-on
          </CardTitle>
          <AddProviderDialog />
        </div>
        <CardDescription>
          People whose email address is on a provider&apos;s domains sign in through it (OIDC or
          SAML) instead of with a password. At each sign-in their groups there decide whether they
          are an admin or a reviewer here, and the provider says whether it asked for a second
          factor.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {providers.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
            No identity providers yet: everyone signs in with a password or a passkey.
          </p>
        ) : (
          <ul aria-label="Identity providers" className="space-y-4">
            {providers.map((provider) => (
              <ProviderItem
                key={provider.providerId}
                provider={provider}
                onRemoved={() => heading.current?.focus()}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { openApiContract } from '#common/contracts/openapi';
import type { ApiKey } from '#common/integrations';
import { LoadedQuery } from '#web/components/list/loaded-query';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { apiPath } from '#web/lib/api';
import { apiKeysQueryOptions, type CreatedApiKey } from '../api/api-keys';
import { curlExample } from '../lib/integration-text';
import { ApiKeysTable } from './api-keys-table';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { CodeSample, OnceSecret } from './once-secret';

/** Settings' "API keys" card, loading its own keys (admins only). */
export function ApiKeysSettings() {
  const keys = useQuery(apiKeysQueryOptions);
  return (
    <LoadedQuery
      query={keys}
      loading="Loading API keys..."
      failed="Failed to load the API keys. Please try again."
    >
      {(data) => <ApiKeysCard keys={data.keys} />}
    </LoadedQuery>
  );
}

/**
 * The keys other systems call the API with, Create API key, and a new key's secret, shown once
 * above the list until the admin has it.
 */
function ApiKeysCard({ keys }: { keys: readonly ApiKey[] }) {
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  return (
    <Card role="region" aria-labelledby="api-keys-heading">
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <CardTitle id="api-keys-heading">API keys</CardTitle>
          <CreateApiKeyDialog triggerRef={createButton} onCreated={setCreated} />
        </div>
        <CardDescription>
          Keys let the company&apos;s own systems, such as a docketing system, read ideas and the
          docket or record filings. Each key may do only what it was given, and stops working when
          it expires or is revoked. The API is described in{' '}
          <a
            href={apiPath(openApiContract)}
            className="text-brand-900 underline underline-offset-4"
          >
            its OpenAPI document
          </a>
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {created && (
          <OnceSecret
            heading={`Copy the secret of "${created.key.name}"`}
            label="API key"
            secret={created.secret}
            onDone={() => {
              setCreated(null);
              createButton.current?.focus();
            }}
          >
            <NewKeyUse created={created} />
          </OnceSecret>
        )}
        <ApiKeysTable keys={keys} />
      </CardContent>
    </Card>
  );
}

/** How another system sends the key, and a command that tries it. */
function NewKeyUse({ created }: { created: CreatedApiKey }) {
  const example = curlExample(created.secret, created.key.scopes, window.location.origin);
  return (
    <>
      <CodeSample caption="Send it in this header with every request:">
        {`Authorization: Bearer ${created.secret}`}
      </CodeSample>
      {example && <CodeSample caption="To try it from a terminal:">{example}</CodeSample>}
    </>
  );
}

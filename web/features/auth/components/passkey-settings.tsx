import { useRef, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { passkeyLimits, type Passkey } from '#common/contracts/passkeys';
import { FormAlert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { formatDateTime, relativeTime } from '#web/lib/dates';
import { errorText } from '#web/lib/errors';
import { usePasskeysSupported } from '#web/lib/use-passkeys-supported';
import { passkeysQueryOptions } from '#web/lib/webauthn';
import { useDropPasskey } from '../api/passkeys';
import { useSession } from '../hooks/use-session';
import { passkeyTexts } from '../lib/passkey-failure';
import { AddPasskeyDialog } from './add-passkey-dialog';
import { RemovePasskeyDialog } from './remove-passkey-dialog';
import { RenamePasskeyDialog } from './rename-passkey-dialog';

/** How many passkeys the account has, in words; where the focus lands after a removal. */
function countText(count: number): string {
  if (count === 0) return 'No passkeys yet.';
  if (count === 1) return 'One passkey can sign you in.';
  return `${count} passkeys can sign you in.`;
}

/**
 * Settings' passkeys: the account's list, to rename or remove (with the password again), and
 * a button to add one where the browser can.
 */
export function PasskeySettings() {
  const { data: passkeys, isPending, isError, error, refetch } = useQuery(passkeysQueryOptions);
  const { data: session } = useSession();
  const supported = usePasskeysSupported();
  const drop = useDropPasskey();
  const summary = useRef<HTMLParagraphElement>(null);

  if (isPending) return <p className="text-slate-700">Loading passkeys...</p>;
  if (isError) {
    return (
      <div className="space-y-3">
        <FormAlert>{errorText(error, 'Failed to load your passkeys.')}</FormAlert>
        <Button variant="outline" size="sm" className="max-md:h-11" onClick={() => void refetch()}>
          Retry
        </Button>
      </div>
    );
  }

  const askCode = session?.user.twoFactorEnabled === true;
  const full = passkeys.length >= passkeyLimits.perAccount;

  return (
    <div className="space-y-4">
      <p ref={summary} tabIndex={-1} className="font-medium text-slate-900 focus:outline-none">
        {countText(passkeys.length)}
      </p>
      {passkeys.length > 0 && (
        <ul
          aria-label="Your passkeys"
          className="divide-y divide-slate-200 rounded-lg border border-slate-200"
        >
          {passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey}>
              <RenamePasskeyDialog passkey={passkey} />
              <RemovePasskeyDialog
                passkey={passkey}
                askCode={askCode}
                onRemoved={() => {
                  drop(passkey.id);
                  summary.current?.focus();
                }}
              />
            </PasskeyItem>
          ))}
        </ul>
      )}
      {supported ? (
        <div className="space-y-2">
          <AddPasskeyDialog />
          {full && (
            <p className="text-sm text-slate-700">
              An account can hold at most {passkeyLimits.perAccount} passkeys. Remove one to add
              another.
            </p>
          )}
        </div>
      ) : (
        <p className="text-sm text-slate-700">
          {passkeyTexts.unsupported} Open this page in an up-to-date browser to add one.
        </p>
      )}
    </div>
  );
}

function PasskeyItem({ passkey, children }: { passkey: Passkey; children: ReactNode }) {
  const lastUsed = passkey.lastUsedAt
    ? `Last used ${relativeTime(passkey.lastUsedAt) ?? formatDateTime(passkey.lastUsedAt)}`
    : 'Never used';
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
        <div className="min-w-0 text-sm">
          <p className="font-medium break-words text-slate-900">
            {passkey.name}{' '}
            {passkey.synced && (
              <span
                title="Synced between your devices"
                className="ml-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-900"
              >
                Synced
              </span>
            )}
          </p>
          <p className="text-slate-600">
            Added {formatDateTime(passkey.createdAt)} · {lastUsed}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">{children}</div>
    </li>
  );
}

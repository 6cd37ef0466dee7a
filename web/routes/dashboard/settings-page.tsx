import { idleDuration } from '#common/auth/idle';
import { pagePaths } from '#common/page-paths';
import { AreaHeading } from '#web/components/layout/area-heading';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { AccountSessions } from '#web/features/auth/components/account-sessions';
import { ChangeNameForm } from '#web/features/auth/components/change-name-form';
import { ChangePasswordForm } from '#web/features/auth/components/change-password-form';
import { PasskeySettings } from '#web/features/auth/components/passkey-settings';
import { TwoFactorSettings } from '#web/features/auth/components/two-factor-settings';
import { useLeaveDeletedAccount } from '#web/features/auth/hooks/use-leave-deleted-account';
import { useSession } from '#web/features/auth/hooks/use-session';
import { DeleteMyAccount, DownloadMyData, outcomeState } from '#web/features/data-rights';

export function SettingsPage() {
  const { data: session } = useSession();
  const leaveDeletedAccount = useLeaveDeletedAccount();
  return (
    <div className="space-y-6">
      <AreaHeading
        heading="Account Settings"
        area="Dashboard"
        description="Your name; how you sign in: your password, two-factor sign-in, passkeys and where you are signed in; a copy of your data, and deleting your account."
      />
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle>Your Name</CardTitle>
          <CardDescription>The name our team sees with your account.</CardDescription>
        </CardHeader>
        <CardContent>
          {session && <ChangeNameForm fullName={session.profile?.fullName ?? ''} />}
        </CardContent>
      </Card>
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle>Change Password</CardTitle>
          <CardDescription>
            Changing your password signs you out on every other device.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle>Two-Factor Sign-In</CardTitle>
          <CardDescription>
            After your password, a code from an authenticator app on your phone: someone who learns
            your password still cannot sign in.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <TwoFactorSettings />
        </CardContent>
      </Card>
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle>Passkeys</CardTitle>
          <CardDescription>
            Sign in with your fingerprint, face or device PIN instead of your password. A passkey
            can&apos;t be phished: it only works on this portal.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <PasskeySettings />
        </CardContent>
      </Card>
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle>Sessions</CardTitle>
          <CardDescription>
            The browsers signed in to your account. Sign out any you do not recognise.
            {session &&
              ` A browser is signed out after ${idleDuration(session.user.idleMinutes)} without activity.`}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <AccountSessions />
        </CardContent>
      </Card>
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle>Your Data</CardTitle>
          <CardDescription>
            A copy of everything this portal holds about you, to keep or to take elsewhere; or your
            account deleted.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <DownloadMyData />
          <DeleteMyAccount
            askCode={session?.user.twoFactorEnabled === true}
            onDeleted={(outcome) =>
              leaveDeletedAccount(pagePaths.accountDeleted, outcomeState(outcome))
            }
          />
        </CardContent>
      </Card>
    </div>
  );
}

import { AreaHeading } from '../../components/layout/area-heading';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form';

export function SettingsPage() {
  return (
    <div className="space-y-6">
      <AreaHeading
        heading="Account Settings"
        area="Dashboard"
        description="Manage the password you use to sign in."
      />
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
    </div>
  );
}

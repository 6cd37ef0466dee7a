import { AreaHeading } from '../../components/layout/area-heading';

export function SettingsPage() {
  return (
    <AreaHeading
      heading="Account Settings"
      area="Dashboard"
      description="Change the password you use to sign in."
    />
  );
}

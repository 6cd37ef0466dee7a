import { AreaHeading } from '../../components/layout/area-heading';

export function AdminSettingsPage() {
  return (
    <AreaHeading
      heading="Admin Settings"
      area="Admin Portal"
      description="Admin settings will be implemented in a future update."
    />
  );
}

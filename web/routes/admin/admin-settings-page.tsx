import { adminMessages } from '#common/admin';
import { AreaHeading } from '#web/components/layout/area-heading';

/** /admin/settings: the spec's placeholder (spec 01 §2 "Admin routes"). */
export function AdminSettingsPage() {
  return (
    <AreaHeading
      heading="Admin Settings"
      area="Admin Portal"
      description={adminMessages.settingsPlaceholder}
    />
  );
}

import type { AdminUserDetail } from '#common/admin';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card';
import { DateWithRelative, DetailItem, DetailList } from './detail-list';

/** When the user did what: submissions, profile changes, sign-ins, password changes. */
export function AccountActivityCard({ user }: { user: AdminUserDetail['user'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account Activity</CardTitle>
      </CardHeader>
      <CardContent>
        <DetailList>
          <DetailItem label="Total Submissions">
            {user.submissionCount.toLocaleString('en-US')}
          </DetailItem>
          <DetailItem label="Profile Created">
            <DateWithRelative value={user.profileCreatedAt} empty="Unknown" />
          </DetailItem>
          <DetailItem label="Profile Updated">
            <DateWithRelative value={user.profileUpdatedAt} empty="Never" />
          </DetailItem>
          <DetailItem label="Last Login">
            <DateWithRelative value={user.lastLogin} empty="Never" />
          </DetailItem>
          <DetailItem label="Last Password Change">
            <DateWithRelative value={user.lastPasswordChange} empty="Never" />
          </DetailItem>
        </DetailList>
      </CardContent>
    </Card>
  );
}

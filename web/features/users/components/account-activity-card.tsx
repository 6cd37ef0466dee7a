import type { AdminUserDetail } from '#common/users';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card';
import { DateItem, DetailItem, DetailList } from './detail-list';

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
          <DateItem label="Profile Created" value={user.profileCreatedAt} empty="Unknown" />
          <DateItem label="Profile Updated" value={user.profileUpdatedAt} empty="Never" />
          <DateItem label="Last Login" value={user.lastLogin} empty="Never" />
          <DateItem label="Last Password Change" value={user.lastPasswordChange} empty="Never" />
        </DetailList>
      </CardContent>
    </Card>
  );
}

import { roleLabels } from '#common/roles';
import type { AdminUserDetail } from '#common/users';
import { DownloadAgreementButton } from '#web/components/agreement/download-agreement-button';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card';
import { jobTitleText, userName } from '#web/features/users/lib/user-display';
import { DateItem, DetailItem, DetailList } from './detail-list';
import { StaffRoleButtons } from './staff-role-buttons';
import { AgreementBadge, StaffBadge } from './user-badges';

/** Who the user is: account, agreement and role (spec 01 §2 "Admin user detail"). */
export function UserInformationCard({ user }: { user: AdminUserDetail['user'] }) {
  // The provider's document id is what the signing records show; our own id stands in for it.
  const agreementReference = user.agreementDocumentId ?? user.agreementId;
  return (
    <Card>
      <CardHeader>
        <CardTitle>User Information</CardTitle>
      </CardHeader>
      <CardContent>
        <DetailList>
          <DetailItem label="Email">{user.email}</DetailItem>
          <DetailItem label="Full Name">{userName(user.fullName)}</DetailItem>
          <DetailItem label="Job Title">{jobTitleText(user.jobTitle)}</DetailItem>
          <DateItem label="Account Created" value={user.createdAt} empty="Unknown" />
          <DateItem label="Last Sign In" value={user.lastSignInAt} empty="Never" />
          <DateItem label="Email Confirmed" value={user.emailConfirmedAt} empty="Not confirmed" />
          <DetailItem label="Agreement Status">
            <AgreementBadge signed={user.agreementSigned} unsignedLabel="Not Signed" />
          </DetailItem>
          {agreementReference && (
            <DetailItem label="Agreement ID">
              <code className="font-mono text-sm break-all">{agreementReference}</code>
              {user.agreementId && (
                <DownloadAgreementButton
                  agreementId={user.agreementId}
                  documentId={user.agreementDocumentId}
                  className="mt-2 flex"
                />
              )}
            </DetailItem>
          )}
          <DetailItem label="Staff Role">
            {user.role === 'user' ? roleLabels.user : <StaffBadge role={user.role} />}
            <StaffRoleButtons userId={user.id} email={user.email} role={user.role} />
          </DetailItem>
        </DetailList>
      </CardContent>
    </Card>
  );
}

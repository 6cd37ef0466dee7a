import { Page } from '../../components/layout/page';

export function ResetPasswordPage() {
  return <Page heading="Reset Password" width="narrow" lead="Choose a new password." />;
}

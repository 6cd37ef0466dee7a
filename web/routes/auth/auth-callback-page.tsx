import { Page } from '../../components/layout/page';

export function AuthCallbackPage() {
  return <Page heading="Verifying Your Email" width="narrow" lead="Please wait a moment." />;
}

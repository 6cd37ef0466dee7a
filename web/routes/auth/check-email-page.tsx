import { Page } from '../../components/layout/page';

export function CheckEmailPage() {
  return (
    <Page
      heading="Check Your Email"
      width="narrow"
      lead="We sent you a link to confirm your email address."
    />
  );
}

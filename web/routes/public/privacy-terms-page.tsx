import { Page } from '../../components/layout/page';

export function PrivacyTermsPage() {
  return (
    <Page
      heading="Privacy Policy and Terms of Use"
      title="Privacy Policy and Terms"
      lead="Last updated April 24, 2025"
    />
  );
}

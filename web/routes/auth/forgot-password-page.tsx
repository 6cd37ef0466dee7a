import { Page } from '../../components/layout/page';

export function ForgotPasswordPage() {
  return (
    <Page
      heading="Forgot Password"
      width="narrow"
      lead="Enter your email address and we will send you a link to reset your password."
    />
  );
}

import { Link } from 'react-router';
import { Page } from '../../components/layout/page';

export function RegisterPage() {
  return (
    <Page
      heading="Create an Account"
      title="Register"
      width="narrow"
      lead="Register to sign the invention agreement and submit your ideas."
    >
      <p className="text-slate-700">
        Already have an account?{' '}
        <Link to="/login" className="font-medium text-accent-600 underline underline-offset-4">
          Sign in
        </Link>
      </p>
    </Page>
  );
}

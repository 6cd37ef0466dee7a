import { Link } from 'react-router';
import { Page } from '../../components/layout/page';

export function LoginPage() {
  return (
    <Page heading="Sign In" width="narrow" lead="Sign in to submit ideas and follow their status.">
      <p className="text-slate-700">
        Don&apos;t have an account?{' '}
        <Link to="/register" className="font-medium text-accent-600 underline underline-offset-4">
          Register here
        </Link>
      </p>
    </Page>
  );
}

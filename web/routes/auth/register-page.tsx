import { UserPlus } from 'lucide-react';
import { Navigate } from 'react-router';
import { AuthCard } from '#web/features/auth/components/auth-card';
import { AuthLink } from '#web/features/auth/components/auth-link';
import { RegisterForm } from '#web/features/auth/components/register-form';
import { useSession } from '#web/features/auth/hooks/use-session';

export function RegisterPage() {
  const { data: session } = useSession();
  if (session) return <Navigate to="/user-dashboard" replace />;

  return (
    <AuthCard
      heading="Create an Account"
      title="Register"
      icon={UserPlus}
      description="Register to sign the invention agreement and submit your ideas."
      footer={
        <>
          Already have an account? <AuthLink to="/login">Sign in</AuthLink>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}

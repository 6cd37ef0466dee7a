import { LogOut } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { useSignOut } from '../hooks/use-sign-out';

/** A quiet "Sign out" button that says so while it signs out. */
export function SignOutButton({ className }: { className?: string }) {
  const { signOut, pending } = useSignOut();
  return (
    <Button
      variant="ghost"
      size="sm"
      className={className}
      onClick={() => void signOut()}
      aria-disabled={pending || undefined}
    >
      <LogOut aria-hidden="true" />
      {pending ? 'Signing out...' : 'Sign out'}
    </Button>
  );
}

import { Link } from 'react-router';
import { cn } from '#web/lib/cn';
import { Button } from '../ui/button';

/** A content page's closing call to action: Create an Account, and one other page to read. */
export function RegisterButtons({
  other,
  className,
}: {
  other: { to: string; label: string };
  className?: string;
}) {
  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      <Button asChild>
        <Link to="/register">Create an Account</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={other.to}>{other.label}</Link>
      </Button>
    </div>
  );
}

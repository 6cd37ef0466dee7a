import { Eye } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button';

/** View, to a submission's page; its accessible name carries the title, as rows list several. */
export function ViewSubmissionLink({
  id,
  title,
  className,
}: {
  id: string;
  title: string;
  className?: string;
}) {
  return (
    <Button asChild variant="outline" size="sm" className={className}>
      <Link to={`/admin/submissions/${encodeURIComponent(id)}`} aria-label={`View ${title}`}>
        <Eye aria-hidden="true" />
        View
      </Link>
    </Button>
  );
}

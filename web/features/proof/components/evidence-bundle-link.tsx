import { FileArchive } from 'lucide-react';
import { Button, type ButtonSize } from '#web/components/ui/button';

/**
 * Downloads a sent submission's evidence bundle (a ZIP the server builds and audits). A plain
 * link: the browser saves the file itself and shows its progress, and nothing changes here.
 */
export function EvidenceBundleLink({ href, size }: { href: string; size?: ButtonSize }) {
  return (
    <Button asChild variant="outline" size={size}>
      <a href={href} download>
        <FileArchive aria-hidden="true" />
        Download evidence bundle
      </a>
    </Button>
  );
}

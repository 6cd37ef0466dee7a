import { AreaHeading } from '../../components/layout/area-heading';

export function SubmitIdeaPage() {
  return (
    <AreaHeading
      heading="Dashboard"
      area="Dashboard"
      description="Sign the inventions agreement, then submit your idea."
    />
  );
}

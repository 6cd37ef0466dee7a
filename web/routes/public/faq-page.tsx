import { Page } from '../../components/layout/page';

export function FaqPage() {
  return (
    <Page
      heading="Frequently Asked Questions"
      lead="Answers to common questions about submitting ideas through the portal."
    />
  );
}

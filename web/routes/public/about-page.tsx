import { Page } from '../../components/layout/page';

export function AboutPage() {
  return (
    <Page
      heading="About Us"
      lead="Our mission is to drive innovation in neurovascular care by listening to the clinicians, customers and partners who use our devices every day."
    />
  );
}

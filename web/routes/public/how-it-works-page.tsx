import { Page } from '../../components/layout/page';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';

const benefits = [
  {
    title: 'Staff Review',
    text: 'Every submission is read and evaluated by our team.',
  },
  {
    title: 'Commercial Opportunities',
    text: 'If we choose to pursue patent protection, compensation or collaboration may follow.',
  },
  {
    title: 'Save Lives',
    text: 'Better devices mean better outcomes for patients with neurovascular disease.',
  },
];

export function HowItWorksPage() {
  return (
    <Page
      heading="How It Works"
      lead="Register, sign the invention agreement, and submit your ideas confidentially."
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {benefits.map((benefit) => (
          <li key={benefit.title}>
            <Card className="h-full">
              <CardHeader>
                <CardTitle>{benefit.title}</CardTitle>
                <CardDescription>{benefit.text}</CardDescription>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
    </Page>
  );
}

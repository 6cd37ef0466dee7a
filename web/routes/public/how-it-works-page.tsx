import { HeartPulse, Lightbulb, UsersRound } from 'lucide-react';
import { Page } from '#web/components/layout/page';
import { RegisterButtons } from '#web/components/content/register-buttons';

const benefits = [
  {
    icon: UsersRound,
    title: 'Staff Review',
    text: 'Every submission is read and evaluated by our staff, drawing on engineering, clinical and regulatory expertise. You can follow its status from your dashboard.',
  },
  {
    icon: Lightbulb,
    title: 'Commercial Opportunities',
    text: 'If we choose to pursue patent protection for your idea, compensation or collaboration may follow, and we will contact you to discuss it.',
  },
  {
    icon: HeartPulse,
    title: 'Save Lives',
    text: 'In stroke and aneurysm care, a device that performs better in difficult anatomy can change what is possible for a patient. Your insight can help get it there.',
  },
];

const steps = [
  {
    title: 'Register',
    text: 'Create an account with your email address and a password.',
  },
  {
    title: 'Confirm your email',
    text: 'Open the link in the email we send you to confirm your address, then sign in.',
  },
  {
    title: 'Sign the agreement',
    text: 'Read and sign the invention agreement electronically. It protects your idea and our discussions, and you sign it only once.',
  },
  {
    title: 'Submit your idea',
    text: 'Give your idea a title and describe the problem and your solution. Attach a sketch or document if it helps. Submissions are confidential.',
  },
  {
    title: 'Track its status',
    text: 'Follow each submission in your dashboard as our staff review it. Processing time varies with the idea.',
  },
];

export function HowItWorksPage() {
  return (
    <Page
      heading="How It Works"
      lead="The portal takes an observation from the bedside or the angio suite to the engineers who design our neurovascular devices, confidentially and with a clear path from submission to review."
    >
      <section aria-labelledby="benefits-heading">
        <h2 id="benefits-heading" className="text-2xl font-bold text-brand-900">
          Why Share Your Ideas
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {benefits.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <Icon aria-hidden="true" className="size-8 text-accent-600" />
              <h3 className="mt-4 text-lg font-semibold text-brand-900">{title}</h3>
              <p className="mt-2 text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="steps-heading" className="mt-14">
        <h2 id="steps-heading" className="text-2xl font-bold text-brand-900">
          Five Steps From Idea to Review
        </h2>
        <ol className="mt-6 space-y-4">
          {steps.map((step, i) => (
            <li key={step.title} className="flex gap-4 rounded-xl border border-slate-200 p-5">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-900 text-lg font-bold text-white"
              >
                {i + 1}
              </span>
              <div>
                <h3 className="text-lg font-semibold text-brand-900">{step.title}</h3>
                <p className="mt-1 text-slate-700">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <RegisterButtons other={{ to: '/faq', label: 'Read the FAQ' }} className="mt-8" />
      </section>
    </Page>
  );
}

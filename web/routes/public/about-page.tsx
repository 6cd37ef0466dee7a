import { Eye, FileLock2, Handshake, ShieldCheck } from 'lucide-react';
import { company } from '#common/company';
import { Page } from '#web/components/layout/page';
import { RegisterButtons } from '#web/components/content/register-buttons';

const commitments = [
  {
    icon: Eye,
    title: 'We read every submission.',
    text: 'Every idea sent through the portal is reviewed by our staff, and you can follow its status from your dashboard.',
  },
  {
    icon: FileLock2,
    title: 'We keep your ideas confidential.',
    text: 'Submissions are visible only to you and to the staff who review them, under the invention agreement you sign before you submit.',
  },
  {
    icon: Handshake,
    title: 'We are clear about what happens next.',
    text: 'If we choose to pursue patent protection for an idea, we contact its author about compensation or collaboration. We do not promise that every idea becomes a product.',
  },
  {
    icon: ShieldCheck,
    title: 'We put patient safety first.',
    text: 'Any concept we take forward goes through our design controls, verification testing and regulatory review before it reaches a patient.',
  },
];

const sectionHeading = 'text-2xl font-bold text-brand-900';

function DemoVideo() {
  const video = company.demoVideo;
  return (
    <figure className="mt-6">
      <video
        controls
        // Nothing is downloaded until the visitor presses play.
        preload="none"
        poster={video.poster}
        width={video.width}
        height={video.height}
        aria-label={video.title}
        aria-describedby="demo-video-description"
        className="aspect-video h-auto w-full rounded-xl bg-brand-950 shadow-sm"
      >
        <source src={video.src} type="video/webm" />
        <track kind="captions" src={video.captions} srcLang="en" label="English" />
        Your browser cannot play this video. The description below tells what it shows.
      </video>
      <figcaption className="mt-3 text-sm text-slate-600">
        {video.title}. Silent, with English captions available from the player&apos;s controls.
      </figcaption>
      <div
        id="demo-video-description"
        className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-5"
      >
        <h3 className="text-lg font-semibold text-brand-900">Video description</h3>
        <div className="mt-2 space-y-2 text-slate-700">
          {video.description.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </figure>
  );
}

export function AboutPage() {
  return (
    <Page
      heading="About Us"
      lead="Our mission is to drive innovation in neurovascular care by listening to the clinicians, customers and partners who use our devices every day."
    >
      <section aria-labelledby="mission-heading">
        <h2 id="mission-heading" className={sectionHeading}>
          Our Mission
        </h2>
        <div className="mt-4 space-y-4 text-lg text-slate-700">
          <p>
            Stroke and brain aneurysms are emergencies in which the device in a clinician&apos;s
            hand has to work the first time. {company.legalName} designs access catheters,
            thrombectomy devices and flow diverters for those moments.
          </p>
          <p>
            The people who use our devices notice what no bench test or design review can: how a
            catheter behaves in a tortuous vessel, which preparation step slows a team down in the
            middle of the night, what would make a device easier to see under fluoroscopy. We built
            this portal so that those observations reach our engineers directly, while they are
            still fresh.
          </p>
        </div>
      </section>

      <section aria-labelledby="commitments-heading" className="mt-12">
        <h2 id="commitments-heading" className={sectionHeading}>
          Our Commitments
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {commitments.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5">
              <Icon aria-hidden="true" className="mt-1 size-6 shrink-0 text-accent-600" />
              <div>
                <h3 className="font-semibold text-brand-900">{title}</h3>
                <p className="mt-1 text-slate-700">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="video-heading" className="mt-12">
        <h2 id="video-heading" className={sectionHeading}>
          See How the Portal Works
        </h2>
        <DemoVideo />
      </section>

      <section aria-labelledby="join-heading" className="mt-12 rounded-xl bg-brand-50 p-6 sm:p-8">
        <h2 id="join-heading" className={sectionHeading}>
          Ready to share an idea?
        </h2>
        <p className="mt-3 text-slate-700">
          Register, confirm your email and sign the invention agreement, and you can submit your
          first idea in a few minutes.
        </p>
        <RegisterButtons other={{ to: '/how-it-works', label: 'How It Works' }} className="mt-6" />
      </section>
    </Page>
  );
}

import type { ReactNode } from 'react';
import { company } from '#common/company';
import { termsDateLabel } from '#common/terms';
import { LinkList } from '#web/components/content/link-list';
import { textLinkClass } from '#web/components/content/text-link';
import { Page } from '#web/components/layout/page';

const LAST_UPDATED = termsDateLabel();

const onThisPage = [
  { href: '#privacy-heading', label: 'Privacy Policy' },
  { href: '#terms-heading', label: 'Terms of Use' },
];

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    // A plain block, not a labelled section: a landmark per paragraph would be noise.
    <div className="mt-8">
      <h3 id={id} className="scroll-mt-20 text-lg font-semibold text-brand-900">
        {title}
      </h3>
      <div className="mt-2 space-y-3 text-slate-700">{children}</div>
    </div>
  );
}

function Mailbox() {
  return (
    <a href={`mailto:${company.generalEmail}`} className={textLinkClass}>
      {company.generalEmail}
    </a>
  );
}

function PostalAddress() {
  const { address } = company;
  return (
    <>
      {company.legalName}, {address.line1}, {address.city}, {address.region} {address.postalCode},{' '}
      {address.country}
    </>
  );
}

export function PrivacyTermsPage() {
  return (
    <Page
      heading="Privacy Policy and Terms of Use"
      title="Privacy Policy and Terms"
      lead={`Last updated ${LAST_UPDATED}`}
      width="prose"
    >
      <nav aria-label="On this page" className="rounded-xl bg-brand-50 p-5">
        <p className="font-semibold text-brand-900">On this page</p>
        <LinkList links={onThisPage} className="mt-2 space-y-1" linkClassName={textLinkClass} />
      </nav>

      <section aria-labelledby="privacy-heading" className="mt-12">
        <h2 id="privacy-heading" className="scroll-mt-20 text-2xl font-bold text-brand-900">
          Privacy Policy
        </h2>
        <p className="mt-3 text-slate-700">
          This policy explains what information the {company.name} collects, why, and the choices
          you have. The portal is operated by <PostalAddress /> (&quot;we&quot;, &quot;us&quot;).
        </p>

        <Part id="collect" title="Information we collect">
          <p>
            Your account: your email address and your password, which we store only as a one-way
            hash. Profile details you choose to give us, such as your name, job title and phone
            number.
          </p>
          <p>
            Your agreement and submissions: the invention agreement you sign and the record of its
            signing; the ideas you submit or keep as drafts, with their titles, descriptions and
            attachments; and their review status and notes.
          </p>
          <p>
            Messages you send through the contact form: your name, email address, subject and
            message, and the network address the message came from.
          </p>
          <p>
            Security records: when you sign in, when your password changes, and actions taken on
            submissions, kept to protect your account and the portal.
          </p>
        </Part>

        <Part id="use" title="How we use it">
          <p>
            We use this information to run your account, to review your submissions and contact you
            about them, to answer your messages, to protect the portal against misuse, and to meet
            our legal obligations. We do not sell your personal information, and we do not use it
            for advertising.
          </p>
        </Part>

        <Part id="confidential" title="Confidentiality of submissions">
          <p>
            Submissions are confidential. An idea you submit is visible only to you and to the staff
            who review it. Attachments are stored privately and are never published at a public
            address.
          </p>
        </Part>

        <Part id="storage" title="Cookies and browser storage">
          <p>
            We use one cookie that keeps you signed in; the portal cannot work without it. The
            portal also keeps some information in your browser&apos;s local storage between visits,
            such as details you have entered in a form and whether you have signed the agreement.
            Signing out clears it, except a reference to an agreement you have signed. We use no
            advertising or tracking cookies.
          </p>
        </Part>

        <Part id="children" title="Children's privacy">
          <p>
            The service is not directed at children under 13, and we do not knowingly collect
            personal information from children under 13. If you believe a child has given us
            personal information, contact us and we will delete it.
          </p>
        </Part>

        <Part id="retention" title="How long we keep information">
          <p>
            We keep your information while your account is open and afterwards for as long as we
            need it to complete the review of your submissions and to meet our legal,
            intellectual-property and regulatory record-keeping obligations.
          </p>
        </Part>

        <Part id="choices" title="Your choices">
          <p>
            You can update your profile and change your password from your dashboard. To ask for a
            copy of your information, or for it to be corrected or deleted, write to <Mailbox />.
          </p>
        </Part>
      </section>

      <section aria-labelledby="terms-heading" className="mt-14">
        <h2 id="terms-heading" className="scroll-mt-20 text-2xl font-bold text-brand-900">
          Terms of Use
        </h2>
        <p className="mt-3 text-slate-700">
          These terms apply to your use of the {company.name}. By registering, you accept them.
        </p>

        <Part id="eligibility" title="Eligibility">
          <p>You must be at least 18 years old to register or to submit an idea.</p>
        </Part>

        <Part id="account" title="Your account">
          <p>
            Keep your password to yourself and tell us at once if you think someone else has used
            your account. You are responsible for what is submitted from it.
          </p>
        </Part>

        <Part id="agreement" title="The invention agreement">
          <p>
            Before you submit an idea you sign our invention agreement electronically. It sets out
            how both sides treat confidential information and the rights in what you submit. Where
            it and these terms differ, the agreement applies.
          </p>
        </Part>

        <Part id="submissions" title="Your submissions">
          <p>
            Submissions are confidential. Submit only ideas and material you are free to share:
            nothing that belongs to, or is confidential to, someone else such as an employer, and no
            information that could identify a patient.
          </p>
          <p>
            A sent idea cannot be edited. You can resubmit it, which starts a new submission filled
            in from the earlier one. There is no limit on how many ideas you may submit.
          </p>
        </Part>

        <Part id="review" title="Review, compensation and collaboration">
          <p>
            Our staff review every submission. Processing time varies with the idea, and you can
            follow its status in your dashboard.
          </p>
          <p>
            Compensation or collaboration is possible only if we choose to pursue patent protection
            for your idea; we will then contact you. Submitting an idea does not oblige us to
            develop it, to pursue protection for it or to pay for it.
          </p>
        </Part>

        <Part id="acceptable-use" title="Acceptable use">
          <p>
            Do not use the portal for anything unlawful, do not upload harmful or infringing
            material, and do not try to reach other people&apos;s accounts or data or to disrupt the
            service. We may suspend an account that does.
          </p>
        </Part>

        <Part id="not-advice" title="Not medical advice">
          <p>
            Nothing on this portal is medical advice or a recommendation to use a device in a
            particular way. Always follow the instructions for use of any device.
          </p>
        </Part>

        <Part id="changes" title="Changes to this policy and these terms">
          <p>
            We may update this page from time to time. The date at the top shows when it last
            changed.
          </p>
        </Part>

        <Part id="contact" title="Contact">
          <p>
            Questions about this policy or these terms: <Mailbox />, or write to <PostalAddress />.
          </p>
        </Part>
      </section>
    </Page>
  );
}

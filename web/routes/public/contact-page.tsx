import { Link } from 'react-router';
import { company } from '#common/company';
import { Page } from '#web/components/layout/page';
import { useSession } from '#web/features/auth/hooks/use-session';
import { ContactForm } from '#web/features/contact/components/contact-form';
import { useUserData } from '#web/features/user-data/hooks/use-user-data';

const linkClass = 'font-medium text-accent-600 underline underline-offset-4 hover:text-accent-700';

export function ContactPage() {
  const { data: session } = useSession();
  const { userData } = useUserData();
  const { address } = company;
  // Until the session is known the form asks for an address; a signed-in user's is dropped.
  const accountEmail = session ? session.user.email : null;

  return (
    <Page
      heading="Contact Us"
      lead="Questions about the portal, the invention agreement or a submission? Send us a message and our team will get back to you."
    >
      <div className="grid gap-10 lg:grid-cols-3">
        <section
          aria-labelledby="message-heading"
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm lg:col-span-2"
        >
          <h2 id="message-heading" className="text-xl font-bold text-brand-900">
            Send Us a Message
          </h2>
          <div className="mt-4">
            <ContactForm
              // A new form when the visitor signs in or out, so its fields match.
              key={accountEmail ?? 'visitor'}
              accountEmail={accountEmail}
              initialValues={{
                name: userData.fullName,
                email: userData.email,
                subject: '',
                message: '',
              }}
            />
          </div>
        </section>

        <section aria-labelledby="reach-heading" className="space-y-6">
          <h2 id="reach-heading" className="text-xl font-bold text-brand-900">
            Other Ways to Reach Us
          </h2>
          <div>
            <h3 className="font-semibold text-brand-900">General enquiries</h3>
            <p className="mt-1">
              <a href={`mailto:${company.generalEmail}`} className={linkClass}>
                {company.generalEmail}
              </a>
            </p>
          </div>
          <div>
            <h3 className="font-semibold text-brand-900">Portal support</h3>
            <p className="mt-1">
              <a href={`mailto:${company.supportEmail}`} className={linkClass}>
                {company.supportEmail}
              </a>
            </p>
          </div>
          <div>
            <h3 className="font-semibold text-brand-900">Mailing address</h3>
            <address className="mt-1 text-slate-700 not-italic">
              {company.legalName}
              <br />
              {address.line1}
              <br />
              {address.city}, {address.region} {address.postalCode}
              <br />
              {address.country}
            </address>
          </div>
          <p className="text-slate-700">
            Looking for a quick answer? See the{' '}
            <Link to="/faq" className={linkClass}>
              frequently asked questions
            </Link>
            .
          </p>
        </section>
      </div>
    </Page>
  );
}

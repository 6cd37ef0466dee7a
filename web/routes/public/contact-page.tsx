import { use } from 'react';
import { Page } from '#web/components/layout/page';
import { useSession } from '#web/features/auth/hooks/use-session';
import { ContactDetails } from '#web/features/contact/components/contact-details';
import { ContactForm } from '#web/features/contact/components/contact-form';
import { useUserData } from '#web/features/user-data/hooks/use-user-data';
import { Prerendering } from '#web/lib/prerendering';

/** The form with who is asking: on the prerendered page, the part that runs in the browser. */
export function ContactMessage() {
  const { data: session } = useSession();
  const { userData } = useUserData();
  // Until the session is known the form asks for an address; a signed-in user's is dropped.
  const accountEmail = session ? session.user.email : null;

  return (
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
  );
}

export function ContactPage() {
  // Prerendered, the form cannot send until its island has replaced it.
  const prerendering = use(Prerendering);
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
          <div className="mt-4" data-island="contact-form" inert={prerendering}>
            <ContactMessage />
          </div>
        </section>

        <ContactDetails />
      </div>
    </Page>
  );
}

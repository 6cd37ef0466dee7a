import { Link } from 'react-router';
import { company } from '#common/company';

const linkClass = 'font-medium text-accent-600 underline underline-offset-4 hover:text-accent-700';

/** The contact page's other ways to reach the company: addresses and the FAQ. */
export function ContactDetails() {
  const { address } = company;
  return (
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
  );
}

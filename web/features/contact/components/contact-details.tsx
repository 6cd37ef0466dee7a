import { Link } from 'react-router';
import { company } from '#common/company';
import { CompanyAddress } from '#web/components/content/company-address';
import { textLinkClass } from '#web/components/content/text-link';

/** The contact page's other ways to reach the company: addresses and the FAQ. */
export function ContactDetails() {
  return (
    <section aria-labelledby="reach-heading" className="space-y-6">
      <h2 id="reach-heading" className="text-xl font-bold text-brand-900">
        Other Ways to Reach Us
      </h2>
      <div>
        <h3 className="font-semibold text-brand-900">General enquiries</h3>
        <p className="mt-1">
          <a href={`mailto:${company.generalEmail}`} className={textLinkClass}>
            {company.generalEmail}
          </a>
        </p>
      </div>
      <div>
        <h3 className="font-semibold text-brand-900">Portal support</h3>
        <p className="mt-1">
          <a href={`mailto:${company.supportEmail}`} className={textLinkClass}>
            {company.supportEmail}
          </a>
        </p>
      </div>
      <div>
        <h3 className="font-semibold text-brand-900">Mailing address</h3>
        <CompanyAddress className="mt-1 text-slate-700 not-italic" />
      </div>
      <p className="text-slate-700">
        Looking for a quick answer? See the{' '}
        <Link to="/faq" className={textLinkClass}>
          frequently asked questions
        </Link>
        .
      </p>
    </section>
  );
}

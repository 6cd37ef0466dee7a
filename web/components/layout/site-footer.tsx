import { company } from '#common/company';
import { CompanyAddress } from '../content/company-address';
import { LinkList } from '../content/link-list';

const companyLinks = [
  { to: '/about', label: 'About Us' },
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/contact', label: 'Contact' },
];

const resourceLinks = [
  { to: '/faq', label: 'FAQ' },
  { to: '/login', label: 'Submit Your Idea' },
  { to: '/register', label: 'Create an Account' },
  { to: '/verify', label: 'Check a document' },
];

const legalLinks = [
  { to: '/privacy-terms', label: 'Privacy Policy' },
  { to: '/privacy-terms', label: 'Terms of Use' },
];

const linkClass = 'rounded-sm text-slate-200 underline-offset-4 hover:text-white hover:underline';

function LinkColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <LinkList links={links} className="mt-3 space-y-2 text-sm" linkClassName={linkClass} />
    </nav>
  );
}

/** "Acme Corp" -> "Acme Corp.", while "Acme, Inc." keeps its single full stop. */
function sentence(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}

export function SiteFooter() {
  const year = new Date().getFullYear();

  return (
    <footer className="on-dark bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="text-lg font-bold text-white">{company.name}</p>
          <p className="mt-2 text-sm">{company.tagline}</p>
          <CompanyAddress className="mt-4 text-sm not-italic" />
        </div>

        <div className="text-sm">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Get in Touch</h2>
          <ul className="mt-3 space-y-2">
            <li>
              General enquiries:{' '}
              <a href={`mailto:${company.generalEmail}`} className={linkClass}>
                {company.generalEmail}
              </a>
            </li>
            <li>
              <a
                href={company.socialUrl}
                className={linkClass}
                rel="noopener noreferrer"
                target="_blank"
              >
                {company.socialLabel}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </div>

        <LinkColumn title="Company" links={companyLinks} />
        <LinkColumn title="Resources" links={resourceLinks} />
      </div>

      <div className="border-t border-brand-700">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            &copy; {year} {sentence(company.legalName)} All rights reserved.
          </p>
          <LinkList links={legalLinks} className="flex gap-4" linkClassName={linkClass} />
        </div>
      </div>
    </footer>
  );
}

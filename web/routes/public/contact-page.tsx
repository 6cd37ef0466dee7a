import { company } from '../../../common/company';
import { Page } from '../../components/layout/page';

export function ContactPage() {
  return (
    <Page heading="Contact Us" lead="Questions about the portal or your submission? Get in touch.">
      <p className="text-slate-700">
        Email us at{' '}
        <a
          href={`mailto:${company.generalEmail}`}
          className="font-medium text-accent-600 underline underline-offset-4"
        >
          {company.generalEmail}
        </a>
        .
      </p>
    </Page>
  );
}

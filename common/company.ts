/**
 * Company identity shown in the site chrome and e-mails. Neutral defaults;
 * a deployment replaces these values in this one module.
 */
export const company = {
  name: 'Innovation Portal',
  legalName: 'Neurovascular Innovations, Inc.',
  tagline: 'Driving innovation in neurovascular care',
  address: {
    line1: '100 Innovation Way, Suite 200',
    city: 'Irvine',
    region: 'CA',
    postalCode: '92618',
    country: 'United States',
  },
  generalEmail: 'info@example.com',
  supportEmail: 'support@example.com',
  /** Sender of the portal's automatic e-mails unless MAIL_FROM says otherwise. */
  noReplyEmail: 'no-reply@example.com',
  socialUrl: 'https://linkedin.example.com/company/neurovascular-innovations',
  socialLabel: 'LinkedIn',
} as const;

export type Company = typeof company;

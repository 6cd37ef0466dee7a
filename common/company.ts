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
  /**
   * The product demo on the About page: a silent, self-hosted video (files under web/public),
   * its poster frame, English captions and a text alternative shown beside it.
   */
  demoVideo: {
    src: '/media/portal-demo.webm',
    poster: '/media/portal-demo-poster.webp',
    captions: '/media/portal-demo.en.vtt',
    width: 1280,
    height: 720,
    title: 'From bedside insight to better devices: how the portal works',
    description: [
      'A 14-second silent animation of title cards on a dark blue background.',
      'It opens with the words "From bedside insight to better devices".',
      'A row of five numbered steps follows, each highlighted in turn with a short explanation: 1, Register with your email address; 2, Confirm your email from the link we send you; 3, Sign the invention agreement electronically; 4, Submit your idea confidentially, with an optional attachment; 5, Track its status as our staff review it.',
      'It closes with "Your insight. Our engineering. Better outcomes for patients."',
    ],
  },
} as const;

export type Company = typeof company;

import { company } from '#common/company';
import { pagePaths } from '#common/page-paths';
import { composeMail } from '../mail/index';

/**
 * To every admin, once, when an endpoint is turned off for failing for a day: its address and a
 * link to its delivery log. Neither an event's content nor the receiver's own words, which the
 * log shows to an admin who signs in.
 */
export const webhookDisabledMail = (appUrl: string, endpoint: { url: string }) =>
  composeMail({
    kind: 'webhook-disabled',
    subject: 'A webhook endpoint was turned off',
    paragraphs: [
      `The ${company.name} could not deliver events to ${endpoint.url} for a day, and has stopped sending to it.`,
      'Its delivery log in Settings says how the last attempts failed. Once the receiver works again, turn the endpoint back on in Settings and send the failed deliveries again from its log.',
    ],
    action: {
      label: 'Open the webhook settings',
      url: `${appUrl}${pagePaths.adminSettings}#webhooks`,
    },
  });

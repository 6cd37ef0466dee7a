import { company } from '#common/company';
import { pagePaths } from '#common/page-paths';
import { composeMail } from '../mail/index';

/**
 * To every admin, once, when an endpoint is turned off for failing for a day: its address and
 * the last error, and a link to its delivery log. No event's content.
 */
export const webhookDisabledMail = (
  appUrl: string,
  endpoint: { url: string; lastError: string | null },
) =>
  composeMail({
    kind: 'webhook-disabled',
    subject: 'A webhook endpoint was turned off',
    paragraphs: [
      `The ${company.name} could not deliver events to ${endpoint.url} for a day, and has stopped sending to it.`,
      ...(endpoint.lastError ? [`The last attempt failed with: ${endpoint.lastError}`] : []),
      'Once the receiver works again, turn the endpoint back on in Settings and send the failed deliveries again from its log.',
    ],
    action: {
      label: 'Open the webhook settings',
      url: `${appUrl}${pagePaths.adminSettings}#webhooks`,
    },
  });

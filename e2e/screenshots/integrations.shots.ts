import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { adminAndInventorForFile, sendIdea } from '../support/admin';
import { uniqueEmail } from '../support/accounts';
import { shootInView, shootPart } from './shoot';

// Settings → API keys and Webhooks (ADR 41): a key just made with its secret, the keys table,
// an endpoint with its secret, the list, and the delivery log of one delivered and one failed.

const contexts = adminAndInventorForFile({
  email: uniqueEmail('shots-integrations'),
  password: 'Coil-Embolisation-42',
  fullName: 'Dr. Mara Quint',
  jobTitle: 'Neurointerventionalist',
});

test('the integrations cards on Settings', async () => {
  test.setTimeout(120_000);
  // A receiver that fails its first delivery and takes the rest.
  let answered = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(answered++ === 0 ? 503 : 200);
      response.end();
    });
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/portal-events`;

  const { admin, user } = contexts();
  const page = await admin.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/admin/settings');
  const keys = page.getByRole('region', { name: 'API keys' });
  await keys.getByRole('button', { name: 'Create API key' }).click();
  const create = page.getByRole('dialog', { name: 'Create API key' });
  await create.getByRole('textbox', { name: 'Name' }).fill('Docketing system');
  await create.getByRole('checkbox', { name: 'Read the docket' }).check();
  await create.getByRole('checkbox', { name: 'Record filings' }).check();
  await shootInView(create, 'integrations-key-create', 'center');
  await create.getByRole('button', { name: 'Create key' }).click();
  await expect(keys.getByRole('textbox', { name: 'API key' })).toBeFocused();
  await shootPart(keys, 'integrations-key-secret');
  await keys.getByRole('button', { name: 'I have copied it' }).click();
  await shootPart(keys, 'integrations-keys');

  const webhooks = page.getByRole('region', { name: 'Webhooks' });
  await webhooks.getByRole('button', { name: 'Add endpoint' }).click();
  const add = page.getByRole('dialog', { name: 'Add endpoint' });
  await add.getByRole('textbox', { name: 'Endpoint URL' }).fill(url);
  await add.getByRole('checkbox', { name: /An idea is sent/ }).check();
  await add.getByRole('checkbox', { name: /A filing is recorded/ }).check();
  await shootInView(add, 'integrations-webhook-add', 'center');
  await add.getByRole('button', { name: 'Add endpoint', exact: true }).click();
  await expect(webhooks.getByRole('textbox', { name: 'Signing secret' })).toBeFocused();
  await shootPart(webhooks, 'integrations-webhook-secret');
  await webhooks.getByRole('button', { name: 'I have copied it' }).click();

  // Two ideas sent: the first delivery fails once and waits for its retry, the second goes.
  await sendIdea(user.request, { title: 'Shots: first', description: 'For the delivery log.' });
  await sendIdea(user.request, { title: 'Shots: second', description: 'For the delivery log.' });
  await expect.poll(() => answered, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  await page.reload();
  await shootPart(webhooks, 'integrations-webhooks');
  await webhooks.getByRole('button', { name: `Delivery log of ${url}` }).click();
  const log = page.getByRole('dialog', { name: 'Delivery log' });
  await expect(log.locator('tr[data-delivery-id]')).toHaveCount(2);
  await shootInView(log, 'integrations-delivery-log');
  await page.close();
  server.close();
});

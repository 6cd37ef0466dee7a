import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../db/schema';
import { startTestPortal, TEST_APP_URL, type TestPortal } from '../test/portal';

const message = {
  name: 'Dr. Priya Raman',
  email: 'priya@hospital.example',
  subject: 'Aspiration catheter tip',
  message: 'A softer distal tip could reduce vessel trauma during thrombectomy.',
};

/** A contact message (5 an hour per address) arriving through the load balancer. */
const contact = (t: TestPortal, forwardedFor: string, subject = message.subject) =>
  t.app.request(`${TEST_APP_URL}/api/contact`, {
    method: 'POST',
    headers: {
      origin: TEST_APP_URL,
      'content-type': 'application/json',
      'x-forwarded-for': forwardedFor,
    },
    body: JSON.stringify({ ...message, subject }),
  });

const storedAddress = async (t: TestPortal, subject: string) =>
  (await t.db.select().from(contactMessages)).find((row) => row.subject === subject)?.ipAddress;

describe('behind one proxy (TRUST_PROXY_HOPS unset)', () => {
  let t: TestPortal;
  beforeAll(async () => {
    t = await startTestPortal({ STAFF_NOTIFY_EMAIL: 'staff@portal.test' });
  });
  afterAll(() => t.close());

  it('counts a client by the address the proxy saw, whatever the client put in front', async () => {
    for (let i = 1; i <= 5; i++) {
      const response = await contact(t, `10.9.8.${i}, 198.51.100.7`, `Spoofed ${i}`);
      expect(response.status).toBe(201);
    }
    const sixth = await contact(t, '10.9.8.6, 198.51.100.7', 'Spoofed 6');
    expect(sixth.status).toBe(429);
    expect(await storedAddress(t, 'Spoofed 6')).toBeUndefined();
    expect(await storedAddress(t, 'Spoofed 1')).toBe('198.51.100.7');
    // Another client behind the same proxy has a counter of its own.
    expect((await contact(t, '10.9.8.6, 198.51.100.8')).status).toBe(201);
  });

  it('never takes an entry that is not an address', async () => {
    expect((await contact(t, '198.51.100.20, not-an-address', 'Malformed')).status).toBe(201);
    const address = await storedAddress(t, 'Malformed');
    expect(address).not.toBe('198.51.100.20');
    expect(address).not.toBe('not-an-address');
  });
});

describe('behind two proxies (TRUST_PROXY_HOPS=2)', () => {
  let t: TestPortal;
  beforeAll(async () => {
    t = await startTestPortal({
      STAFF_NOTIFY_EMAIL: 'staff@portal.test',
      TRUST_PROXY_HOPS: '2',
    });
  });
  afterAll(() => t.close());

  it('takes the second entry from the right', async () => {
    const response = await contact(t, '1.2.3.4, 198.51.100.30, 10.0.0.1', 'Two proxies');
    expect(response.status).toBe(201);
    expect(await storedAddress(t, 'Two proxies')).toBe('198.51.100.30');
  });

  it('takes the left-most entry when the request passed fewer proxies', async () => {
    expect((await contact(t, '198.51.100.31', 'One entry')).status).toBe(201);
    expect(await storedAddress(t, 'One entry')).toBe('198.51.100.31');
  });
});

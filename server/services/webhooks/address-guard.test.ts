import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { integrationMessages } from '#common/integrations';
import type { AppError } from '#server/core/app-error';
import { checkTarget, isPublicAddress, parseTarget } from './address-guard';
import { postSigned } from './post-signed';

const strict = { requireHttps: true, allowPrivate: false };
const open = { requireHttps: false, allowPrivate: true };

const messageOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return (error as AppError).message;
  }
  return 'accepted';
};

describe('isPublicAddress', () => {
  it('accepts only public unicast addresses, IPv4 and IPv6', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
      '::127.0.0.1',
      '64:ff9b::7f00:1',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });
});

describe('parseTarget', () => {
  it('refuses credentials and other schemes', () => {
    expect(messageOf(() => parseTarget('http://example.com/hooks'))).toBe('accepted');
    expect(messageOf(() => parseTarget('https://a:b@example.com/'))).toBe(
      integrationMessages.urlCredentials,
    );
    expect(messageOf(() => parseTarget('file:///etc/passwd'))).toBe(integrationMessages.urlInvalid);
  });
});

describe('checkTarget', () => {
  it('asks for https in production, but of a private address that is allowed', async () => {
    await expect(checkTarget('http://93.184.216.34/hooks', strict)).rejects.toThrow(
      integrationMessages.httpsRequired,
    );
    await expect(checkTarget('https://93.184.216.34/hooks', strict)).resolves.toBeInstanceOf(URL);
    await expect(
      checkTarget('http://93.184.216.34/hooks', { ...strict, allowPrivate: true }),
    ).rejects.toThrow(integrationMessages.httpsRequired);
    await expect(
      checkTarget('http://127.0.0.1:8080/hooks', { ...strict, allowPrivate: true }),
    ).resolves.toBeInstanceOf(URL);
  });

  it('refuses a name that resolves to a loopback address', async () => {
    await expect(checkTarget('https://localhost/hooks', strict)).rejects.toThrow(
      integrationMessages.privateAddress('localhost'),
    );
    await expect(
      checkTarget('https://localhost/hooks', { ...strict, allowPrivate: true }),
    ).resolves.toBeInstanceOf(URL);
  });
});

describe('WEBHOOK_ALLOW_PRIVATE', () => {
  it('opens the company’s own networks, never link-local or unspecified addresses', async () => {
    const allowing = { requireHttps: false, allowPrivate: true };
    for (const host of ['10.0.0.7', '192.168.4.4', '127.0.0.1', '[fd00::1]'])
      await expect(checkTarget(`http://${host}/hooks`, allowing), host).resolves.toBeInstanceOf(
        URL,
      );
    for (const host of ['169.254.169.254', '[fe80::1]', '0.0.0.0', '224.0.0.1'])
      await expect(checkTarget(`http://${host}/hooks`, allowing), host).rejects.toThrow(
        'private, loopback or link-local',
      );
  });
});

describe('postSigned', () => {
  it('gives up on a receiver that trickles its answer, within its deadline', async () => {
    const server = createServer((_request, response) => {
      response.writeHead(500);
      const drip = setInterval(() => response.write('.'), 20);
      response.on('close', () => clearInterval(drip));
    }).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      const secret = `whsec_${Buffer.from('k'.repeat(24)).toString('base64')}`;
      const attempt = await postSigned(
        { url: `http://127.0.0.1:${port}/`, secret },
        { id: 'msg_2', body: '{}' },
        open,
        { timeoutMs: 300 },
      );
      expect(attempt).toMatchObject({ ok: false, status: null });
      expect(attempt.error).toContain('No whole answer within 0.3 seconds');
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('never connects to a private address at delivery time, whatever was allowed when it was saved', async () => {
    let reached = 0;
    const server = createServer((_request, response) => {
      reached++;
      response.end('ok');
    }).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      const delivery = { id: 'msg_1', body: '{}' };
      const secret = `whsec_${Buffer.from('k'.repeat(24)).toString('base64')}`;
      for (const url of [`http://127.0.0.1:${port}/`, `http://localhost:${port}/`]) {
        const refused = await postSigned({ url, secret }, delivery, {
          requireHttps: false,
          allowPrivate: false,
        });
        expect(refused).toMatchObject({ ok: false, status: null });
        expect(refused.error).toContain('private, loopback or link-local');
      }
      expect(reached).toBe(0);
      const allowed = await postSigned(
        { url: `http://localhost:${port}/`, secret },
        delivery,
        open,
      );
      expect(allowed).toMatchObject({ ok: true, status: 200 });
      expect(reached).toBe(1);
    } finally {
      server.close();
    }
  });
});

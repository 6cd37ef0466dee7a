import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from './env';

const errorOf = (source: Record<string, string>) => {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
};

describe('configuration', () => {
  it('runs on the embedded defaults with nothing set', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      APP_URL: 'http://localhost:3000',
      DATA_DIR: './data',
      SIGNING_PROVIDER: 'builtin',
      TRUST_PROXY: false,
      TRUST_PROXY_HOPS: 1,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('derives APP_URL from PORT and drops a trailing slash', () => {
    expect(loadEnv({ PORT: '8080' }).APP_URL).toBe('http://localhost:8080');
    expect(loadEnv({ APP_URL: 'https://ideas.example.com/' }).APP_URL).toBe(
      'https://ideas.example.com',
    );
  });

  it('reads a port and a number of proxies written in decimal digits', () => {
    expect(loadEnv({ PORT: ' 8080 ', TRUST_PROXY_HOPS: '2' })).toMatchObject({
      PORT: 8080,
      TRUST_PROXY_HOPS: 2,
    });
  });

  it('reads a ceiling of event streams, or leaves it to the open-file limit', () => {
    expect(loadEnv({ EVENT_STREAMS_MAX: '250' }).EVENT_STREAMS_MAX).toBe(250);
    expect(loadEnv({}).EVENT_STREAMS_MAX).toBeUndefined();
  });

  it.each(['debug', 'info', 'warn', 'error'])('accepts LOG_LEVEL=%s', (level) => {
    expect(loadEnv({ LOG_LEVEL: level }).LOG_LEVEL).toBe(level);
  });

  it('bounds the database, the requests and the shutdown by default, and reads each setting', () => {
    expect(loadEnv({})).toMatchObject({
      DATABASE_POOL_SIZE: 10,
      DATABASE_STATEMENT_TIMEOUT_SECONDS: 15,
      MAX_CONCURRENT_REQUESTS: 50,
      REQUEST_QUEUE_SIZE: 200,
      REQUEST_DEADLINE_SECONDS: 30,
      REQUEST_TIMEOUT_SECONDS: 120,
      KEEP_ALIVE_TIMEOUT_SECONDS: 65,
      SHUTDOWN_GRACE_SECONDS: 30,
    });
    expect(
      loadEnv({
        DATABASE_POOL_SIZE: '25',
        DATABASE_STATEMENT_TIMEOUT_SECONDS: '5',
        MAX_CONCURRENT_REQUESTS: '8',
        REQUEST_QUEUE_SIZE: '0',
        REQUEST_DEADLINE_SECONDS: '20',
        REQUEST_TIMEOUT_SECONDS: '300',
        KEEP_ALIVE_TIMEOUT_SECONDS: '75',
        SHUTDOWN_GRACE_SECONDS: '45',
      }),
    ).toMatchObject({
      DATABASE_POOL_SIZE: 25,
      DATABASE_STATEMENT_TIMEOUT_SECONDS: 5,
      MAX_CONCURRENT_REQUESTS: 8,
      REQUEST_QUEUE_SIZE: 0,
      REQUEST_DEADLINE_SECONDS: 20,
      REQUEST_TIMEOUT_SECONDS: 300,
      KEEP_ALIVE_TIMEOUT_SECONDS: 75,
      SHUTDOWN_GRACE_SECONDS: 45,
    });
  });

  it('cuts an upload only after a minute without progress, or as set', () => {
    expect(loadEnv({}).UPLOAD_IDLE_TIMEOUT_SECONDS).toBe(60);
    expect(loadEnv({ UPLOAD_IDLE_TIMEOUT_SECONDS: '180' }).UPLOAD_IDLE_TIMEOUT_SECONDS).toBe(180);
    expect(errorOf({ UPLOAD_IDLE_TIMEOUT_SECONDS: '2' })).toContain('UPLOAD_IDLE_TIMEOUT_SECONDS');
  });

  it('ends unused sessions after 30 minutes for staff and 12 hours for inventors, or as set', () => {
    expect(loadEnv({}).SESSION_IDLE_MINUTES).toEqual({ staff: 30, inventors: 720 });
    expect(loadEnv({ SESSION_IDLE_MINUTES: '15' }).SESSION_IDLE_MINUTES).toEqual({
      staff: 15,
      inventors: 15,
    });
    expect(
      loadEnv({ SESSION_IDLE_MINUTES: 'inventors=240, staff=10' }).SESSION_IDLE_MINUTES,
    ).toEqual({ staff: 10, inventors: 240 });
    expect(loadEnv({ SESSION_IDLE_MINUTES: 'staff=20' }).SESSION_IDLE_MINUTES).toEqual({
      staff: 20,
      inventors: 720,
    });
    for (const bad of ['0', '43201', 'staff=', 'admins=5', 'staff=5;inventors=6', '1e3', '-5'])
      expect(errorOf({ SESSION_IDLE_MINUTES: bad })).toContain(
        'SESSION_IDLE_MINUTES: must be minutes',
      );
  });

  it('reads identity providers from SSO_PROVIDERS as JSON, and names what is wrong', () => {
    expect(loadEnv({}).SSO_PROVIDERS).toEqual([]);
    const [okta] = loadEnv({
      SSO_PROVIDERS: JSON.stringify([
        {
          protocol: 'saml',
          providerId: 'okta',
          name: 'Okta',
          domains: ['Acme.COM'],
          metadataUrl: 'https://acme.okta.com/metadata',
        },
      ]),
    }).SSO_PROVIDERS;
    expect(okta).toMatchObject({
      providerId: 'okta',
      domains: ['acme.com'],
      groupsClaim: 'groups',
    });
    expect(errorOf({ SSO_PROVIDERS: '[{' })).toContain('SSO_PROVIDERS: must be a JSON array');
    expect(errorOf({ SSO_PROVIDERS: '[{"protocol":"ldap"}]' })).toContain('SSO_PROVIDERS');
  });

  it('refuses a request timeout no longer than the keep-alive a proxy relies on', () => {
    expect(errorOf({ KEEP_ALIVE_TIMEOUT_SECONDS: '120' })).toContain('REQUEST_TIMEOUT_SECONDS');
  });

  it('treats an empty variable as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', SMTP_URL: '  ', PORT: '' }).PORT).toBe(3000);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://db/portal' }, 'DATABASE_URL'],
    [{ APP_URL: 'localhost:3000' }, 'APP_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ STAFF_NOTIFY_EMAIL: 'staff' }, 'STAFF_NOTIFY_EMAIL'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
    [{ SIGNING_PROVIDER: 'docusign' }, 'SIGNING_PROVIDER'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
    [{ DATABASE_STATEMENT_TIMEOUT_SECONDS: '15s' }, 'DATABASE_STATEMENT_TIMEOUT_SECONDS'],
    [{ MAX_CONCURRENT_REQUESTS: '-1' }, 'MAX_CONCURRENT_REQUESTS'],
    [{ REQUEST_QUEUE_SIZE: 'many' }, 'REQUEST_QUEUE_SIZE'],
    [{ REQUEST_DEADLINE_SECONDS: '0' }, 'REQUEST_DEADLINE_SECONDS'],
    [{ SHUTDOWN_GRACE_SECONDS: '1e3' }, 'SHUTDOWN_GRACE_SECONDS'],
    [{ PORT: '0x10' }, 'PORT'],
    [{ PORT: '1e3' }, 'PORT'],
    [{ PORT: '-1' }, 'PORT'],
    [{ PORT: '80.5' }, 'PORT'],
    [{ TRUST_PROXY_HOPS: '0' }, 'TRUST_PROXY_HOPS'],
    [{ TRUST_PROXY_HOPS: 'two' }, 'TRUST_PROXY_HOPS'],
    [{ TRUST_PROXY_HOPS: '0x2' }, 'TRUST_PROXY_HOPS'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL'],
    [{ LOG_LEVEL: 'INFO' }, 'LOG_LEVEL'],
    [{ EVENT_STREAMS_MAX: '0' }, 'EVENT_STREAMS_MAX'],
    [{ EVENT_STREAMS_MAX: 'many' }, 'EVENT_STREAMS_MAX'],
    [{ EVENT_STREAMS_MAX: '1e3' }, 'EVENT_STREAMS_MAX'],
  ])('refuses %j naming the variable', (source, name) => {
    expect(errorOf(source)).toMatch(new RegExp(`^  ${name}: `, 'm'));
  });

  it('names every missing BoldSign setting when BoldSign is chosen', () => {
    const message = errorOf({ SIGNING_PROVIDER: 'boldsign', BOLDSIGN_API_KEY: 'key' });
    expect(message).toContain('BOLDSIGN_TEMPLATE_ID: is required when SIGNING_PROVIDER=boldsign');
    expect(message).toContain(
      'BOLDSIGN_WEBHOOK_SECRET: is required when SIGNING_PROVIDER=boldsign',
    );
    expect(message).not.toContain('BOLDSIGN_API_KEY:');
  });

  it('needs a bucket when object storage is configured', () => {
    expect(errorOf({ S3_REGION: 'eu-west-1' })).toContain('S3_BUCKET: is required');
  });

  it('needs a shared secret and a public URL in production', () => {
    const message = errorOf({ NODE_ENV: 'production' });
    expect(message).toContain('AUTH_SECRET: is required in production');
    expect(message).toContain('APP_URL: is required in production');
  });

  it('serves metrics on a port of their own or behind a long token, never by accident', () => {
    const defaults = loadEnv({});
    expect([defaults.METRICS_PORT, defaults.METRICS_TOKEN]).toEqual([undefined, undefined]);
    expect(loadEnv({ METRICS_PORT: '9464', METRICS_HOST: '127.0.0.1' })).toMatchObject({
      METRICS_PORT: 9464,
      METRICS_HOST: '127.0.0.1',
    });
    expect(errorOf({ METRICS_PORT: '3000' })).toContain('METRICS_PORT: must differ from PORT');
    expect(errorOf({ METRICS_PORT: '70000' })).toContain('METRICS_PORT: must be a port number');
    expect(errorOf({ METRICS_HOST: '127.0.0.1' })).toContain('METRICS_PORT: is required');
    expect(errorOf({ METRICS_TOKEN: 'short' })).toContain(
      'METRICS_TOKEN: must be at least 32 characters',
    );
  });

  it('needs the admin email with the admin password', () => {
    expect(errorOf({ ADMIN_PASSWORD: 'long-enough-1' })).toContain('ADMIN_EMAIL: is required');
  });

  it('reads one or more timestamp authorities, each an http(s) URL', () => {
    expect(loadEnv({ TSA_URL: 'https://tsa.example/a, http://tsa.example/b' }).TSA_URL).toEqual([
      'https://tsa.example/a',
      'http://tsa.example/b',
    ]);
    expect(errorOf({ TSA_URL: 'https://tsa.example ftp://tsa.example' })).toContain(
      'TSA_URL.1: must be a URL starting with https:// or http://',
    );
    expect(errorOf({ TSA_CA_FILE: '/etc/tsa.pem' })).toContain('TSA_URL: is required');
    expect(errorOf({ SEAL_P12_PASSWORD: 'secret' })).toContain('SEAL_P12_FILE: is required');
  });
});

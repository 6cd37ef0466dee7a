import { request as httpRequest, type IncomingMessage } from 'node:http';

export interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  text: string;
  json<T = unknown>(): T;
}

export interface RequestInit {
  method?: string;
  json?: unknown;
  headers?: Record<string, string>;
  /** Another base than the client's: one instance directly instead of the proxy. */
  via?: string;
}

/**
 * A person's browser: a cookie jar, the portal's origin on every request, and an address of its
 * own on the loopback network (127.0.0.x), so rate limits by address see separate people.
 */
export function createClient(appUrl: string, localAddress: string) {
  const cookies = new Map<string, string>();

  function open(pathname: string, init: RequestInit = {}) {
    const url = new URL(pathname, init.via ?? appUrl);
    const body = init.json === undefined ? undefined : JSON.stringify(init.json);
    const headers: Record<string, string> = { origin: appUrl, ...init.headers };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (cookies.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return new Promise<IncomingMessage>((resolve, reject) => {
      const req = httpRequest(
        url,
        {
          method: init.method ?? (body === undefined ? 'GET' : 'POST'),
          headers,
          localAddress,
          agent: false,
        },
        (res) => {
          for (const cookie of res.headers['set-cookie'] ?? []) {
            const [pair] = cookie.split(';');
            const [name, ...value] = pair!.split('=');
            if (/max-age=0/i.test(cookie)) cookies.delete(name!.trim());
            else cookies.set(name!.trim(), value.join('='));
          }
          resolve(res);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  async function request(pathname: string, init: RequestInit = {}): Promise<Answer> {
    const res = await open(pathname, init);
    let text = '';
    res.setEncoding('utf8');
    for await (const chunk of res) text += chunk;
    return {
      status: res.statusCode!,
      headers: res.headers,
      text,
      json: <T>() => JSON.parse(text) as T,
    };
  }

  return {
    localAddress,
    cookies,
    request,
    /**
     * A request whose answer is read as it arrives (an event stream), with fetch: it comes from
     * 127.0.0.1, which is no matter for the routes it is used for.
     */
    stream: (pathname: string, via?: string) =>
      fetch(new URL(pathname, via ?? appUrl), {
        headers: {
          origin: appUrl,
          cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        },
      }),
    signIn: (email: string, password: string, via?: string) =>
      request('/api/auth/sign-in/email', { json: { email, password }, via }),
  };
}

export type Client = ReturnType<typeof createClient>;

let lastHost = 1;
/** The next loopback address: 127.0.0.2, .3 and on, one per person the run plays. */
export function nextAddress(): string {
  lastHost += 1;
  if (lastHost > 254) throw new Error('the run plays at most 253 people');
  return `127.0.0.${lastHost}`;
}

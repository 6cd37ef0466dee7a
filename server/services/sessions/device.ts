import Bowser from 'bowser';

const UNKNOWN = 'Unknown device';

/** "Browser on OS" from a user agent, as much of it as can be told. */
export function deviceLabel(userAgent: string | null): string {
  if (!userAgent?.trim()) return UNKNOWN;
  try {
    const { browser, os } = Bowser.parse(userAgent);
    if (browser.name && os.name) return `${browser.name} on ${os.name}`;
    return browser.name || os.name || UNKNOWN;
  } catch {
    return UNKNOWN;
  }
}

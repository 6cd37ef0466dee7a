/**
 * A QR code as an SVG data URL, drawn in the browser: the secret never leaves the page. The
 * encoder is loaded only when a code is needed.
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

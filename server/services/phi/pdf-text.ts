// The text of a PDF, through pdf.js (by way of unpdf, which packages it for Node). It runs in
// this process, so what it is asked to do is bounded: pages up to `maxPages`, text up to
// `maxChars`. Scripts and fonts' code are never evaluated.

export interface PdfTextLimits {
  maxPages: number;
  maxChars: number;
}

/** The text of the first pages of a PDF; throws on a file pdf.js cannot open (malformed, password-protected). */
export async function pdfText(
  bytes: Uint8Array,
  { maxPages, maxChars }: PdfTextLimits,
): Promise<string> {
  // pdf.js is a few megabytes: loaded on the first PDF, not at start-up.
  const { getDocumentProxy } = await import('unpdf');
  // pdf.js may take the buffer it is given for its own (transfer it), so it gets a copy; and a
  // plain Uint8Array one, as it refuses a Node Buffer (what an upload arrives as).
  const pdf = await getDocumentProxy(new Uint8Array(bytes), {
    isEvalSupported: false,
    verbosity: 0,
  });
  try {
    let text = '';
    const pages = Math.min(pdf.numPages, maxPages);
    for (let number = 1; number <= pages && text.length < maxChars; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
      }
      text += '\n';
      page.cleanup();
      // pdf.js runs in this process: between pages, requests waiting on the event loop go first,
      // so a long PDF slows its own upload only.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return text;
  } finally {
    await pdf.destroy();
  }
}

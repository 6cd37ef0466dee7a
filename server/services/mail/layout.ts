import { company } from '#common/company';
import type { MailToQueue } from './outbox';

export type Template = Omit<MailToQueue, 'to'>;

/** What a mail says, written once: the plain-text and HTML parts are both made from it. */
export interface MailContent {
  kind: string;
  subject: string;
  /** Short paragraphs of plain text, in order. */
  paragraphs: string[];
  /** Labelled lines (a reference, a time, a hash), each on its own line in both parts. */
  facts?: { label: string; value: string }[];
  /** The one thing to do: a button in HTML, a labelled link in text. */
  action: { label: string; url: string };
  /** Further links, below the button (one per idea of a notice, a reset link): their label is the link. */
  links?: { label: string; url: string }[];
  /** Smaller text after the button: what to do if the mail was unexpected. */
  notes?: string[];
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const address = [
  company.legalName,
  company.address.line1,
  `${company.address.city}, ${company.address.region} ${company.address.postalCode}`,
].join(' · ');

// Long words (a title without spaces, a hash, an address) break rather than widen the mail: a
// phone shows it at 390 px, and some clients do not shrink a wider mail to fit.
const WRAP = 'overflow-wrap:anywhere;word-break:break-word';
const LINK = `color:#0b5d7a;${WRAP};word-break:break-all`;

function html(content: MailContent): string {
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;white-space:pre-line">${escape(text)}</p>`;
  const facts = (content.facts ?? [])
    .map(
      ({ label, value }) =>
        `<p style="margin:0 0 12px"><span style="display:block;font-size:13px;color:#4b5563">${escape(label)}</span><span style="font-family:Consolas,Menlo,monospace;font-size:14px;word-break:break-all">${escape(value)}</span></p>`,
    )
    .join('');
  const links = (content.links ?? [])
    .map(
      ({ label, url }) =>
        `<p style="margin:0 0 12px"><a href="${escape(url)}" style="color:#0b5d7a;font-weight:bold;${WRAP}">${escape(label)}</a></p>`,
    )
    .join('');
  const { label, url } = content.action;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6">
<div style="max-width:560px;margin:0 auto;padding:24px 12px;box-sizing:border-box;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2937;${WRAP}">
<div style="background:#ffffff;border:1px solid #e5e7eb;border-radius:8px;padding:24px 20px">
<p style="margin:0 0 20px;font-size:18px;font-weight:bold;color:#0b3b5c">${escape(company.name)}</p>
${content.paragraphs.map(paragraph).join('')}${facts}
<p style="margin:24px 0"><a href="${escape(url)}" style="background:#0b5d7a;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block;font-weight:bold">${escape(label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#4b5563">If the button does not work, copy this address into your browser:<br><a href="${escape(url)}" style="${LINK}">${escape(url)}</a></p>
${links}${(content.notes ?? []).map((note) => `<p style="margin:0 0 12px;font-size:14px;color:#374151">${escape(note)}</p>`).join('')}
</div>
<p style="margin:16px 0 0;font-size:12px;color:#6b7280;text-align:center">${escape(address)}</p>
</div></body></html>`;
}

function text(content: MailContent): string {
  const blocks = [
    company.name,
    ...content.paragraphs,
    ...(content.facts?.length
      ? [content.facts.map(({ label, value }) => `${label}: ${value}`).join('\n')]
      : []),
    `${content.action.label}: ${content.action.url}`,
    ...(content.links ?? []).map(({ label, url }) => `${label}: ${url}`),
    ...(content.notes ?? []),
    `--\n${address}`,
  ];
  return `${blocks.join('\n\n')}\n`;
}

/** A mail with its plain-text and HTML parts, saying the same thing. */
export function composeMail(content: MailContent): Template {
  return { kind: content.kind, subject: content.subject, text: text(content), html: html(content) };
}

/** A moment as a mail says it: "May 1, 2026 at 3:24 PM UTC". */
/** 'March 10, 2027': a calendar date (YYYY-MM-DD), the same day wherever it is read. */
export const calendarDay = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export const inWords = (date: Date) =>
  `${date.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`;

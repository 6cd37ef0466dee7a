import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** The agreement every signer signs now. A new version is a new file; old versions stay for the record. */
export const CURRENT_AGREEMENT_VERSION = '2025-04';

export interface AgreementTemplate {
  version: string;
  title: string;
  /** Sections in order: a heading (none for the preamble) and its paragraphs. */
  sections: { heading: string | null; paragraphs: string[] }[];
  /** The whole text as kept in the repository. */
  text: string;
  /** SHA-256 of `text`, recorded on each signature and printed on its certificate. */
  sha256: string;
}

function parse(version: string, text: string): AgreementTemplate {
  const [titleLine, ...rest] = text.trim().split('\n');
  const sections: AgreementTemplate['sections'] = [{ heading: null, paragraphs: [] }];
  for (const block of rest.join('\n').split(/\n\s*\n/)) {
    const trimmed = block.trim();
    if (!trimmed) continue;
    if (trimmed.startsWith('## ')) sections.push({ heading: trimmed.slice(3), paragraphs: [] });
    else sections.at(-1)!.paragraphs.push(trimmed.replace(/\s*\n\s*/g, ' '));
  }
  return {
    version,
    title: titleLine!.replace(/^#\s*/, ''),
    sections: sections.filter((s) => s.heading || s.paragraphs.length),
    text,
    sha256: createHash('sha256').update(text).digest('hex'),
  };
}

const cache = new Map<string, AgreementTemplate>();

export function agreementTemplate(version = CURRENT_AGREEMENT_VERSION): AgreementTemplate {
  if (!/^\d{4}-\d{2}$/.test(version)) throw new Error(`unknown agreement version ${version}`);
  let template = cache.get(version);
  if (!template) {
    const file = new URL(`./templates/invention-agreement-${version}.md`, import.meta.url);
    template = parse(version, readFileSync(file, 'utf8'));
    cache.set(version, template);
  }
  return template;
}

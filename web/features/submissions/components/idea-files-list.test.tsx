import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { inventionFactsRecordSchema } from '#common/invention-facts';
import { IdeaFilesList } from './idea-files-list';
import type { ShownFile } from './idea-files';
import { InventionFactsView } from './invention-facts-view';

const files: ShownFile[] = [
  { id: 'f1', name: 'report.pdf', size: 2048, phi: [] },
  { id: 'f2', name: 'slides.pptx', size: 3 * 1024 * 1024, phi: ['mrn'] },
  { id: 'f3', name: 'sketch.png', size: null, phi: [] },
];

/** The page's text as read out, tags dropped. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe("the list of an idea's files", () => {
  it('lists each file in order with its size and its own Download button', () => {
    const html = renderToStaticMarkup(<IdeaFilesList submissionId="s1" files={files} />);
    expect(html.match(/<li/g)).toHaveLength(3);
    const said = text(html);
    expect(said.indexOf('report.pdf')).toBeLessThan(said.indexOf('slides.pptx'));
    expect(said.indexOf('slides.pptx')).toBeLessThan(said.indexOf('sketch.png'));
    expect(said).toContain('report.pdf (2 KB) Download report.pdf');
    expect(said).toContain('slides.pptx (3.0 MB) Download slides.pptx');
    expect(said).toContain('sketch.png Download sketch.png');
    expect(html.match(/<button/g)).toHaveLength(3);
  });

  it('shows the names without Download buttons when the files are not on the server', () => {
    const html = renderToStaticMarkup(
      <IdeaFilesList submissionId="s1" files={files.slice(0, 1)} canDownload={false} />,
    );
    expect(text(html)).toBe('report.pdf (2 KB)');
    expect(html).not.toContain('<button');
  });

  it('says what is noted of a file under it', () => {
    const html = renderToStaticMarkup(
      <IdeaFilesList
        submissionId="s1"
        files={files}
        fileNote={(file) => (file.phi.length ? `Found: ${file.phi.join(', ')}` : null)}
      />,
    );
    expect(html.match(/Found: /g)).toHaveLength(1);
    expect(text(html)).toContain('slides.pptx (3.0 MB) Found: mrn Download slides.pptx');
  });

  it('reads "No attachment" without files', () => {
    expect(renderToStaticMarkup(<IdeaFilesList submissionId="s1" files={[]} />)).toBe(
      'No attachment',
    );
  });
});

/** Rendered as a page would: the bar dates read their rules through a query (not fetched here). */
const withQueries = (node: ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>,
  );

describe("a public disclosure's file in the facts", () => {
  const facts = inventionFactsRecordSchema.parse({
    publicDisclosures: [
      { timing: 'prior', type: 'talk', date: '2026-03-01', where: 'ESMINT', fileId: 'f2' },
      { timing: 'planned', type: 'paper', date: '2027-01-10', where: 'JNIS', fileId: 'gone' },
      { timing: 'planned', type: 'poster', date: '2027-02-10', where: 'LINNC' },
    ],
  });

  it('shows the file the disclosure names, to download, and nothing for one the idea lacks', () => {
    const html = withQueries(
      <InventionFactsView facts={facts} files={{ submissionId: 's1', list: files }} />,
    );
    const said = text(html);
    expect(said).toContain('ESMINT Download slides.pptx');
    expect(html.match(/<button/g)).toHaveLength(1);
    expect(said).not.toContain('gone');
  });

  it('shows the name alone while the files are not on the server', () => {
    const html = withQueries(
      <InventionFactsView
        facts={facts}
        files={{ submissionId: 's1', list: files, canDownload: false }}
      />,
    );
    expect(text(html)).toContain('ESMINT slides.pptx');
    expect(html).not.toContain('<button');
  });

  it('shows no file without the list of files', () => {
    const html = withQueries(<InventionFactsView facts={facts} />);
    expect(html).not.toContain('slides.pptx');
  });
});

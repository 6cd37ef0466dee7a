import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StageBadge } from './stage-badge';

describe("an idea's stage badge", () => {
  it('names the stage, and marks it for the page', () => {
    const html = renderToStaticMarkup(<StageBadge stage="decision" />);
    expect(html).toContain('data-stage="decision"');
    expect(html).toContain('Decision');
    expect(html).toContain('whitespace-nowrap');
  });

  it('says why an idea has no stage', () => {
    expect(renderToStaticMarkup(<StageBadge stage={null} status="approved" />)).toContain(
      'Approved, not yet in the pipeline',
    );
    const html = renderToStaticMarkup(<StageBadge stage={null} status="pending" />);
    expect(html).toContain('Not in the pipeline');
    expect(html).not.toContain('data-stage');
  });
});

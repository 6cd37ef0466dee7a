import { use } from 'react';
import { useSearchParams } from 'react-router';
import { verificationTexts } from '#common/verification';
import { Page } from '#web/components/layout/page';
import { VerifyTool } from '#web/features/verification';
import { Prerendering } from '#web/lib/prerendering';

export function VerifyPage() {
  // Prerendered, the tool cannot check anything until its island has replaced it.
  const prerendering = use(Prerendering);
  const [search] = useSearchParams();
  const code = search.get('code');
  return (
    <Page heading={verificationTexts.heading} lead={verificationTexts.intro}>
      <div data-island="verify-tool" inert={prerendering}>
        {/* A link to another code (or none) inside the app starts the tool afresh. */}
        <VerifyTool key={code ?? ''} initialCode={code} />
      </div>
    </Page>
  );
}

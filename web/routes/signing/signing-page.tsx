import { Link, useParams } from 'react-router';
import { PageTitle } from '#web/components/layout/page-title';
import { FormAlert } from '#web/components/ui/alert';
import { SigningDocumentView } from '#web/features/agreements/components/signing-document-view';
import { useSignedHandoff } from '#web/features/agreements/hooks/use-signed-handoff';
import { documentIdProblem } from '#web/features/agreements/lib/document-id';
import { useSession } from '#web/features/auth/hooks/use-session';

/**
 * /signing/:documentId, the built-in provider's signing page. It is shown inside the
 * dashboard's embedded signing dialog, so it has no site header or footer. Once signed it tells
 * the dashboard (a message to our own origin only); opened on its own, it goes to /thank-you.
 */
export function SigningPage() {
  const { documentId = '' } = useParams();
  const problem = documentIdProblem(documentId);
  const onSigned = useSignedHandoff();
  const { data: session } = useSession();

  return (
    <main id="main-content" className="min-h-screen bg-white">
      <PageTitle title="Sign the Inventions Agreement" />
      <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6">
        {problem ? (
          <div className="space-y-4 py-12">
            <FormAlert>{problem}</FormAlert>
            <p className="text-sm">
              <Link
                to="/user-dashboard"
                target="_top"
                className="font-medium text-accent-600 underline"
              >
                Back to your dashboard
              </Link>
            </p>
          </div>
        ) : (
          <SigningDocumentView
            documentId={documentId}
            askCode={session?.user.twoFactorEnabled === true}
            onSigned={onSigned}
          />
        )}
      </div>
    </main>
  );
}

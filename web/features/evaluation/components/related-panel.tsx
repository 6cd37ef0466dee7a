import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { LinkKind } from '#common/evaluation-shape';
import { linkLabels, type SimilarSubmission, type SubmissionLink } from '#common/tags';
import { StatusBadge } from '#web/features/submissions';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card';
import { relatedQueryOptions, useLinkSubmission, useUnlinkSubmission } from '../api/related';

const pageOf = (id: string) => `/admin/submissions/${encodeURIComponent(id)}`;

function OtherLink({ other }: { other: { id: string; ideaTitle: string } }) {
  return (
    <Link
      to={pageOf(other.id)}
      className="font-medium break-words text-brand-900 underline underline-offset-4"
    >
      {other.ideaTitle || 'Untitled idea'}
    </Link>
  );
}

/** The links staff made, each read from this side ("Duplicate of", "Has duplicate"). */
function LinkList({
  submissionId,
  links,
  canEdit,
}: {
  submissionId: string;
  links: SubmissionLink[];
  canEdit: boolean;
}) {
  const unlink = useUnlinkSubmission();
  if (links.length === 0) return <p className="text-sm text-slate-700">No links yet.</p>;
  return (
    <ul className="space-y-2">
      {links.map((link) => (
        <li key={link.id} className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-700">{linkLabels[link.kind][link.direction]}</span>
          <OtherLink other={link} />
          <StatusBadge status={link.status} view="staff" />
          {canEdit && (
            <Button
              variant="ghost"
              size="sm"
              disabled={unlink.isPending}
              aria-label={`Remove link to ${link.ideaTitle || 'Untitled idea'}`}
              onClick={() => unlink.mutate({ id: submissionId, otherId: link.id })}
            >
              Remove
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

const markLabels: Record<LinkKind, string> = {
  duplicate_of: 'Mark as duplicate',
  related_to: 'Mark as related',
};

/** The most similar ideas, each with its score, a link and (for admins) the two marks. */
function SimilarList({
  submissionId,
  similar,
  canEdit,
}: {
  submissionId: string;
  similar: SimilarSubmission[];
  canEdit: boolean;
}) {
  const link = useLinkSubmission();
  if (similar.length === 0)
    return <p className="text-sm text-slate-700">No similar ideas found.</p>;
  return (
    <ol className="space-y-3">
      {similar.map((other) => (
        <li key={other.id} className="space-y-1 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <OtherLink other={other} />
            <StatusBadge status={other.status} view="staff" />
            <span className="text-slate-700">{`Similarity ${Math.round(other.score * 100)}%`}</span>
          </div>
          {canEdit && (
            <div className="flex flex-wrap gap-2">
              {(['duplicate_of', 'related_to'] as const).map((kind) => (
                <Button
                  key={kind}
                  variant="outline"
                  size="sm"
                  disabled={link.isPending}
                  aria-label={`${markLabels[kind]}: this idea ${kind === 'duplicate_of' ? 'duplicates' : 'relates to'} ${other.ideaTitle || 'Untitled idea'}`}
                  onClick={() => link.mutate({ id: submissionId, otherId: other.id, kind })}
                >
                  {markLabels[kind]}
                </Button>
              ))}
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}

/**
 * "Related ideas" on a submission's staff page: the links staff made and the five most
 * similar other ideas the reader may read. Reviewers (`canEdit` false) read them only.
 */
export function RelatedPanel({
  submissionId,
  canEdit,
}: {
  submissionId: string;
  canEdit: boolean;
}) {
  const related = useQuery(relatedQueryOptions(submissionId));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Related ideas</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {related.isPending ? (
          <p className="text-sm text-slate-700">Loading related ideas...</p>
        ) : related.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Could not load related ideas.{' '}
            <Button variant="ghost" size="sm" onClick={() => void related.refetch()}>
              Try again
            </Button>
          </p>
        ) : (
          <>
            <section aria-labelledby={`links-${submissionId}`} className="space-y-2">
              <h3 id={`links-${submissionId}`} className="text-sm font-semibold text-slate-900">
                Linked ideas
              </h3>
              <LinkList submissionId={submissionId} links={related.data.links} canEdit={canEdit} />
            </section>
            <section aria-labelledby={`similar-${submissionId}`} className="space-y-2">
              <h3 id={`similar-${submissionId}`} className="text-sm font-semibold text-slate-900">
                Most similar ideas
              </h3>
              <SimilarList
                submissionId={submissionId}
                similar={related.data.similar}
                canEdit={canEdit}
              />
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}

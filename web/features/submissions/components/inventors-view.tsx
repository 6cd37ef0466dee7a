import type { InventorsRecord } from '#common/co-inventors';
import { Chip } from '#web/components/ui/chip';
import { cn } from '#web/lib/cn';
import { formatDateTime } from '#web/lib/dates';
import { answerLooks } from '../lib/answer-looks';
import { answerKind, answerText } from '../lib/inventor-answers';

function Inventor({
  name,
  role,
  lead,
  share,
  details,
  answer,
}: {
  name: string;
  role?: string;
  lead: boolean;
  share: number;
  /** Where they work and their address, as far as given. */
  details: string[];
  answer: { kind: keyof typeof answerLooks; text: string } | null;
}) {
  const look = answer ? answerLooks[answer.kind] : null;
  return (
    <li className="min-w-0 space-y-1 py-3 first:pt-0 last:pb-0">
      <div className="flex items-start justify-between gap-4">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <span className="font-semibold break-words text-slate-900">{name}</span>
          {role && <Chip>{role}</Chip>}
          {lead && <Chip>Lead inventor</Chip>}
        </div>
        <span className="text-sm font-semibold text-slate-900 tabular-nums">{`${share}%`}</span>
      </div>
      {details.length > 0 && (
        <p className="text-sm break-words text-slate-700">{details.join(' · ')}</p>
      )}
      {answer && look && (
        <p className={cn('flex items-start gap-1.5 text-sm', look.className)}>
          <look.Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {answer.text}
        </p>
      )}
    </li>
  );
}

/**
 * Who invented an idea, as its inventors read it: the submitter and each co-inventor with their
 * share, lead and affiliation, and where each one's answer stands.
 */
export function InventorsView({
  inventors,
  submitter,
  submittedAt,
}: {
  inventors: InventorsRecord;
  /** The submitter's name (or address). */
  submitter: string;
  /** When the idea was sent, which confirmed the submitter's part; null for a draft. */
  submittedAt: string | null;
}) {
  return (
    <ul aria-label="Inventors" className="divide-y divide-slate-200">
      <Inventor
        name={submitter}
        role="Submitter"
        lead={inventors.submitterLead}
        share={inventors.submitterShare}
        details={[]}
        answer={
          submittedAt
            ? {
                kind: 'confirmed',
                text: `Confirmed by sending it on ${formatDateTime(submittedAt)}`,
              }
            : null
        }
      />
      {inventors.coInventors.map((coInventor) => (
        <Inventor
          key={coInventor.id || coInventor.email}
          name={coInventor.name}
          lead={coInventor.lead}
          share={coInventor.share}
          details={[coInventor.affiliation.trim(), coInventor.email].filter(Boolean)}
          answer={{ kind: answerKind(coInventor.response), text: answerText(coInventor) }}
        />
      ))}
    </ul>
  );
}

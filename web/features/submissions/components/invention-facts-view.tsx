import { useId, type ReactNode } from 'react';
import { ExternalLink, Paperclip } from 'lucide-react';
import {
  developmentStageLabels,
  disclosureTypeLabels,
  fundingTypeLabels,
  ipPolicyAnswerLabels,
  kindLabel,
  type InventionFactsRecord,
} from '#common/invention-facts';
import { formatCalendarDate } from '#web/lib/dates';
import { BarDateList } from './bar-date-list';
import { Detail } from './detail';
import { DownloadAttachmentButton } from './download-attachment-button';
import { disclosureFile, type ShownFile } from './idea-files';

// The invention's facts as both audiences read them: the inventor in the details of a sent idea,
// staff on the idea's page. Each section with nothing given reads "Not given".

const NOT_GIVEN = 'Not given';

/** Only a web address opens: the answer is read leniently. */
const isWebAddress = (value: string) => /^https?:\/\/\S+$/i.test(value);

function WebLink({ href }: { href: string }) {
  if (!isWebAddress(href)) return <span className="break-all">{href}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex max-w-full items-start gap-1 break-all text-accent-600 underline underline-offset-4"
    >
      {href}
      <ExternalLink aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** A fact: one left out reads "Not given". */
const Fact = (props: { term: string; wide?: boolean; children: ReactNode }) => (
  <Detail {...props} empty={NOT_GIVEN} />
);

const text = (value: string) =>
  value.trim() ? <span className="block whitespace-pre-wrap">{value}</span> : null;

type Heading = 'h3' | 'h4';

function Section({
  title,
  heading: H,
  given,
  children,
}: {
  title: string;
  heading: Heading;
  given: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0">
      <H id={id} className="text-sm font-semibold text-brand-900">
        {title}
      </H>
      {given ? (
        <dl className="mt-2 grid gap-4 sm:grid-cols-2">{children}</dl>
      ) : (
        <p className="mt-1 text-sm text-slate-700">{NOT_GIVEN}</p>
      )}
    </section>
  );
}

type Disclosure = InventionFactsRecord['publicDisclosures'][number];

/** The idea's files, for the file a disclosure names. */
export interface FactsFiles {
  submissionId: string;
  list: readonly ShownFile[];
  /** Whether they can be read from the server (not while the idea waits in this browser). */
  canDownload?: boolean | undefined;
  /** Where each file is read from, when not the idea's own address (e.g. counsel's). */
  url?: ((fileId: string) => string) | undefined;
}

/** The file that shows a disclosure (the slides, the abstract), by name, to download. */
function DisclosureFile({ file, files }: { file: ShownFile; files: FactsFiles }) {
  if (files.canDownload === false || !file.id)
    return (
      <span className="inline-flex max-w-full items-start gap-1">
        <Paperclip aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-600" />
        <span className="min-w-0 [overflow-wrap:anywhere]">{file.name}</span>
      </span>
    );
  return (
    <DownloadAttachmentButton
      submissionId={files.submissionId}
      fileId={file.id}
      fileName={file.name}
      look="link"
      {...(files.url ? { url: files.url(file.id) } : {})}
    />
  );
}

function Disclosures({ items, files }: { items: Disclosure[]; files?: FactsFiles | undefined }) {
  if (items.length === 0) return null;
  return (
    <ul className="space-y-2">
      {items.map((item, index) => {
        const file = files && disclosureFile(item.fileId, files.list);
        return (
          <li key={index} className="min-w-0">
            <span className="font-medium">{kindLabel(disclosureTypeLabels, item.type)}</span>
            {', '}
            <time dateTime={item.date}>{formatCalendarDate(item.date)}</time>
            <span className="block">{item.where}</span>
            {item.link && (
              <span className="block">
                <WebLink href={item.link} />
              </span>
            )}
            {file && files && (
              <span className="mt-0.5 block">
                <DisclosureFile file={file} files={files} />
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The facts in four sections (the invention, stage and dates, public disclosures, obligations),
 * under headings of the level the page needs. A disclosure that names one of the idea's `files`
 * shows that file's name, to download.
 */
export function InventionFactsView({
  facts,
  heading = 'h3',
  files,
}: {
  facts: InventionFactsRecord;
  heading?: Heading;
  files?: FactsFiles | undefined;
}) {
  const prior = facts.publicDisclosures.filter((item) => item.timing !== 'planned');
  const planned = facts.publicDisclosures.filter((item) => item.timing === 'planned');
  const stage = kindLabel(developmentStageLabels, facts.developmentStage);
  const policy = kindLabel(ipPolicyAnswerLabels, facts.employerIpPolicy);
  return (
    <div className="space-y-5">
      <Section
        title="The invention"
        heading={heading}
        given={Boolean(facts.problem || facts.advantages || facts.priorArt)}
      >
        <Fact term="Problem it solves" wide>
          {text(facts.problem)}
        </Fact>
        <Fact term="Advantages over current practice" wide>
          {text(facts.advantages)}
        </Fact>
        <Fact term="Prior art and related patents" wide>
          {text(facts.priorArt)}
        </Fact>
      </Section>
      <Section
        title="Stage and dates"
        heading={heading}
        given={Boolean(stage || facts.conceivedOn)}
      >
        <Fact term="Stage of development">{stage}</Fact>
        <Fact term="Conception date">
          {facts.conceivedOn && (
            <time dateTime={facts.conceivedOn}>{formatCalendarDate(facts.conceivedOn)}</time>
          )}
        </Fact>
      </Section>
      <Section
        title="Public disclosures"
        heading={heading}
        given={facts.publicDisclosures.length > 0}
      >
        <Fact term="Already made">
          {prior.length > 0 ? <Disclosures items={prior} files={files} /> : 'None'}
        </Fact>
        <Fact term="Planned">
          {planned.length > 0 ? <Disclosures items={planned} files={files} /> : 'None'}
        </Fact>
        {facts.publicDisclosures.length > 0 && (
          <Fact term="Bar dates" wide>
            <BarDateList disclosures={facts.publicDisclosures} />
          </Fact>
        )}
      </Section>
      <Section
        title="Obligations"
        heading={heading}
        given={Boolean(facts.funding.length || facts.employer || policy)}
      >
        <Fact term="Funding and collaborators" wide>
          {facts.funding.length > 0 ? (
            <ul className="space-y-1">
              {facts.funding.map((source, index) => (
                <li key={index}>
                  <span className="font-medium">{kindLabel(fundingTypeLabels, source.type)}</span>
                  {': '}
                  {source.name}
                </li>
              ))}
            </ul>
          ) : (
            'None'
          )}
        </Fact>
        <Fact term="Employer or institution">{facts.employer.trim() || null}</Fact>
        <Fact term="May its IP policy cover this idea?">{policy}</Fact>
      </Section>
    </div>
  );
}

import { canonicalJson } from '#server/lib/canonical-json';
import { hashedEntry, personalPart } from '../audit/index';
import type { AuditRow, BundleFacts } from './bundle-facts';
import { byColumnName } from './bundle-facts';
import type { BundleEntry } from './hashed-zip';

const encoder = new TextEncoder();

/** What VERIFY.txt says of the audit entries and the anchored head. */
export interface AuditVerifyFacts {
  /** How many entries have a link file, checked by `sha256sum -c audit/LINKSUMS`. */
  links: number;
  /** How many have their personal fields' file, checked by `sha256sum -c audit/PERSONALSUMS`. */
  personal: number;
  anchor: {
    /** The head's hash: the digest its token is over. */
    digest: string;
    token: string;
    position: number;
    /** Whether every bundled entry is at or before the anchored head. */
    coversAll: boolean;
  } | null;
}

const linkPath = (row: AuditRow) =>
  `audit/links/${String(row.chainPosition).padStart(10, '0')}.txt`;
const personalPath = (row: AuditRow) =>
  `audit/personal/${String(row.chainPosition).padStart(10, '0')}.txt`;

/**
 * The audit entries about a submission, in a form an outsider can check with sha256sum alone:
 * each entry's link file holds exactly what its chain hash is over (the previous entry's hash,
 * then the entry's canonical JSON), and LINKSUMS lists each hash against its file. The newest
 * anchored head's token shows the chain stood as it was at the authority's time. A sealed entry's
 * link names its personal fields by their digest (ADR 45): its personal file holds the salt and
 * those fields, and PERSONALSUMS lists each digest against its file; an erased entry has none.
 */
export function auditPart(facts: BundleFacts): {
  entries: BundleEntry[];
  verify: AuditVerifyFacts;
} {
  const chained = facts.auditRows.filter((row) => row.chainPosition && row.hash && row.prevHash);
  const anchor = facts.anchor;
  const newest = Math.max(0, ...chained.map((row) => row.chainPosition!));
  const sealed = chained.filter((row) => row.personalDigest && row.personalSalt);
  const entries: BundleEntry[] = [
    {
      path: 'audit/entries.json',
      open: async () =>
        encoder.encode(`${JSON.stringify(facts.auditRows.map(byColumnName), null, 2)}\n`),
    },
    ...chained.map((row) => ({
      path: linkPath(row),
      open: async () =>
        encoder.encode(
          row.prevHash! +
            canonicalJson(
              hashedEntry({
                ...row,
                chainPosition: row.chainPosition!,
                details: row.details ?? null,
              }),
            ),
        ),
    })),
    {
      path: 'audit/LINKSUMS',
      open: async () =>
        encoder.encode(chained.map((row) => `${row.hash}  ${linkPath(row)}\n`).join('')),
    },
    ...sealed.map((row) => ({
      path: personalPath(row),
      open: async () =>
        encoder.encode(
          row.personalSalt! + canonicalJson(personalPart({ ...row, details: row.details ?? null })),
        ),
    })),
    ...(sealed.length > 0
      ? [
          {
            path: 'audit/PERSONALSUMS',
            open: async () =>
              encoder.encode(
                sealed.map((row) => `${row.personalDigest}  ${personalPath(row)}\n`).join(''),
              ),
          },
        ]
      : []),
    ...(anchor
      ? [
          {
            path: 'audit/anchor.json',
            open: async () =>
              encoder.encode(
                `${JSON.stringify(
                  {
                    entryId: Number(anchor.row.subjectId),
                    position: anchor.position,
                    hash: anchor.row.sha256,
                    timestampedAt: anchor.row.genTime?.toISOString() ?? null,
                    authority: anchor.row.tsaName,
                  },
                  null,
                  2,
                )}\n`,
              ),
          },
          { path: 'timestamps/audit-head.tsr', open: async () => anchor.row.response! },
        ]
      : []),
  ];
  return {
    entries,
    verify: {
      links: chained.length,
      personal: sealed.length,
      anchor: anchor && {
        digest: anchor.row.sha256,
        token: 'timestamps/audit-head.tsr',
        position: anchor.position,
        coversAll: newest <= anchor.position,
      },
    },
  };
}

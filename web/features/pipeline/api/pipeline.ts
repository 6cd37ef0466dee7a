import {
  counselDisclosureContract,
  counselEvidenceContract,
  counselFileContract,
  counselProofContract,
  docketContract,
  docketCsvContract,
  docketIcsContract,
  opinionFileContract,
  pipelineContract,
  pipelineIdeasContract,
} from '#common/contracts/pipeline';
import { apiPath, callApi } from '#web/lib/api';
import { adminQuery } from '#web/lib/list/admin-query';
import { pipelineKeys } from './keys';

/** Counsel: the ideas they are invited to. Admins: every approved idea. */
export const pipelineIdeasQueryOptions = adminQuery(pipelineKeys.ideas(), (signal) =>
  callApi(pipelineIdeasContract, { signal }),
);

/** One idea's stage, moves, clock, counsel, opinions, decision and shared notes. */
export const pipelineQueryOptions = (id: string) =>
  adminQuery(pipelineKeys.idea(id), (signal) =>
    callApi(pipelineContract, { params: { id }, signal }),
  );

/** The disclosure as counsel read it: its text, facts, files and inventors. */
export const counselDisclosureQueryOptions = (id: string) =>
  adminQuery(pipelineKeys.disclosure(id), (signal) =>
    callApi(counselDisclosureContract, { params: { id }, signal }),
  );

/** The idea's manifest hash and where its trusted timestamp stands, as counsel read them. */
export const counselProofQueryOptions = (id: string) =>
  adminQuery(pipelineKeys.proof(id), (signal) =>
    callApi(counselProofContract, { params: { id }, signal }),
  );

/** Where counsel download one of the idea's files. */
export const counselFileUrl = (id: string, fileId: string) =>
  apiPath(counselFileContract, { params: { id, fileId } });

/** Where counsel download the idea's evidence bundle. */
export const counselEvidenceUrl = (id: string) =>
  apiPath(counselEvidenceContract, { params: { id } });

/** Where one of an opinion's files downloads from. */
export const opinionFileUrl = (id: string, opinionId: string, fileId: string) =>
  apiPath(opinionFileContract, { params: { id, opinionId, fileId } });

/** Every docketed deadline the reader may read: admins all, counsel their invited ideas'. */
export const docketQueryOptions = adminQuery(pipelineKeys.docket(), (signal) =>
  callApi(docketContract, { signal }),
);

/** Where the docket downloads as CSV, and as an iCalendar file of its open deadlines. */
export const docketCsvUrl = () => apiPath(docketCsvContract);
export const docketIcsUrl = () => apiPath(docketIcsContract);

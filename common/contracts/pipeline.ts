import { z } from 'zod';
import {
  decisionInputSchema,
  inviteCounselSchema,
  moveStageSchema,
  opinionInputSchema,
  pipelineIdeaSchema,
  pipelineSchema,
  pipelineSettingsInputSchema,
  pipelineSettingsSchema,
} from '../pipeline';
import { deadlineSchema, markDeadlineSchema } from '../docket';
import { filingInputSchema } from '../filings';
import { proofStatusSchema } from '../proof';
import { submissionResponseSchema } from '../submissions';
import { emptyBody, endpoint } from './endpoint';

// The patent pipeline (ADR 40), for admins and the outside counsel invited to an idea. Each
// path is behind two-factor sign-in; which ideas each reader reaches is the access rule's.

export const pipelineIdeasContract = endpoint({
  method: 'GET',
  path: '/api/pipeline/ideas',
  summary:
    'Counsel: the ideas they are invited to. Admins: every approved idea and where it stands in the pipeline.',
  response: z.object({ ideas: z.array(pipelineIdeaSchema) }),
});

export const pipelineContract = endpoint({
  method: 'GET',
  path: '/api/pipeline/ideas/:id',
  summary:
    "An idea's stage, its moves, decision clock, opinions, decision and the notes shared with counsel.",
  response: pipelineSchema,
});

export const counselDisclosureContract = endpoint({
  method: 'GET',
  path: '/api/pipeline/ideas/:id/disclosure',
  summary: 'The disclosure as sent: its text, facts, files, inventors and their attestations.',
  response: submissionResponseSchema,
});

export const counselFileContract = endpoint({
  method: 'GET',
  path: '/api/pipeline/ideas/:id/attachments/:fileId',
  summary: "One of the idea's files (audited).",
  response: null,
  produces: 'application/octet-stream',
});

export const counselProofContract = endpoint({
  method: 'GET',
  path: '/api/pipeline/ideas/:id/proof',
  summary: "The idea's manifest hash and where its trusted timestamp stands.",
  response: proofStatusSchema,
});

export const counselEvidenceContract = endpoint({
  method: 'GET',
  path: '/api/pipeline/ideas/:id/evidence',
  summary: "The idea's evidence bundle (audited).",
  response: null,
  produces: 'application/zip',
});

export const moveStageContract = endpoint({
  method: 'POST',
  path: '/api/pipeline/ideas/:id/stage',
  summary: 'Moves an approved idea to its next stage, with the reason (audited); admins only.',
  body: moveStageSchema,
  response: pipelineSchema,
});

export const inviteCounselContract = endpoint({
  method: 'POST',
  path: '/api/pipeline/ideas/:id/counsel',
  summary: 'Invites an outside patent attorney to the idea by address (mailed); admins only.',
  body: inviteCounselSchema,
  status: 201,
  response: pipelineSchema,
});

export const revokeCounselContract = endpoint({
  method: 'DELETE',
  path: '/api/pipeline/ideas/:id/counsel/:invitationId',
  summary: "Ends an attorney's access to the idea at once (audited); admins only.",
  response: pipelineSchema,
});

export const writeOpinionContract = endpoint({
  method: 'POST',
  path: '/api/pipeline/ideas/:id/opinions',
  summary:
    'Signs a patentability opinion, with the password (and code) asked again; it supersedes any earlier one.',
  body: opinionInputSchema,
  status: 201,
  response: pipelineSchema,
});

export const opinionFileContract = endpoint({
  method: 'GET',
  path: '/api/pipeline/ideas/:id/opinions/:opinionId/files/:fileId',
  summary: "One of an opinion's files.",
  response: null,
  produces: 'application/octet-stream',
});

export const recordDecisionContract = endpoint({
  method: 'POST',
  path: '/api/pipeline/ideas/:id/decision',
  summary:
    'Records the signed decision, with the password and code asked again; refused before an opinion unless it is waived. Admins only.',
  body: decisionInputSchema,
  status: 201,
  response: pipelineSchema,
});

export const shareNoteContract = endpoint({
  method: 'PUT',
  path: '/api/pipeline/ideas/:id/notes/:messageId/shared',
  summary: "Shares one of the idea's internal notes with its counsel (audited); admins only.",
  body: emptyBody,
  response: pipelineSchema,
});

export const unshareNoteContract = endpoint({
  method: 'DELETE',
  path: '/api/pipeline/ideas/:id/notes/:messageId/shared',
  summary: 'Stops sharing an internal note with counsel (audited); admins only.',
  response: pipelineSchema,
});

export const pipelineSettingsContract = endpoint({
  method: 'GET',
  path: '/api/admin/pipeline-settings',
  summary: "The decision clock's target in days, and its version; admins only.",
  response: pipelineSettingsSchema,
});

export const savePipelineSettingsContract = endpoint({
  method: 'PUT',
  path: '/api/admin/pipeline-settings',
  summary: "Saves the decision clock's target as a new version (audited); admins only.",
  body: pipelineSettingsInputSchema,
  response: pipelineSettingsSchema,
});

export const recordFilingContract = endpoint({
  method: 'POST',
  path: '/api/pipeline/ideas/:id/filings',
  summary:
    'Records an application filed for the idea, once the decision is to file (audited); admins only.',
  body: filingInputSchema,
  status: 201,
  response: pipelineSchema,
});

export const markDeadlineContract = endpoint({
  method: 'PUT',
  path: '/api/pipeline/ideas/:id/deadlines/:key',
  summary: 'Marks a docketed deadline met, not applicable (with the reason) or open; admins only.',
  body: markDeadlineSchema,
  response: pipelineSchema,
});

export const docketContract = endpoint({
  method: 'GET',
  path: '/api/pipeline/docket',
  summary: 'Every docketed deadline of the ideas the reader may read, soonest first.',
  response: z.object({ deadlines: z.array(deadlineSchema) }),
});

export const docketCsvContract = endpoint({
  method: 'GET',
  path: '/api/pipeline/docket.csv',
  summary: 'The docket as CSV, for a docketing system.',
  response: null,
  produces: 'text/csv',
});

export const docketIcsContract = endpoint({
  method: 'GET',
  path: '/api/pipeline/docket.ics',
  summary: "The docket's open deadlines as an iCalendar file.",
  response: null,
  produces: 'text/calendar',
});

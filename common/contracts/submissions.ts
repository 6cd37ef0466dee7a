import { attachmentUploadResponseSchema } from '../attachments';
import {
  createSubmissionSchema,
  submissionListResponseSchema,
  submissionResponseSchema,
  submitDraftSchema,
  updateDraftSchema,
} from '../submissions';
import { endpoint } from './endpoint';

// The inventor's own ideas and drafts. Staff reach ideas under /api/admin/submissions.

export const ownSubmissionsContract = endpoint({
  method: 'GET',
  path: '/api/submissions',
  summary: "The signed-in user's own ideas and drafts, newest first.",
  response: submissionListResponseSchema,
});

export const createSubmissionContract = endpoint({
  method: 'POST',
  path: '/api/submissions',
  summary:
    'Creates a draft or sends an idea (201); the id makes a repeat harmless: it answers 200 with what the first made.',
  body: createSubmissionSchema,
  status: 201,
  response: submissionResponseSchema,
});

export const submissionContract = endpoint({
  method: 'GET',
  path: '/api/submissions/:id',
  summary: 'One of your own ideas or drafts; an admin may read any sent idea.',
  response: submissionResponseSchema,
});

export const updateDraftContract = endpoint({
  method: 'PATCH',
  path: '/api/submissions/:id',
  summary:
    'Changes one of your drafts; attachmentIds replaces its files (up to 10, 50 MB in all), [] removes them.',
  body: updateDraftSchema,
  response: submissionResponseSchema,
});

export const submitDraftContract = endpoint({
  method: 'POST',
  path: '/api/submissions/:id/submit',
  summary:
    'Sends one of your drafts for review; `phiAttestation` when the PHI guard found what looks like a patient identifier.',
  body: submitDraftSchema,
  response: submissionResponseSchema,
});

export const deleteSubmissionContract = endpoint({
  method: 'DELETE',
  path: '/api/submissions/:id',
  summary: 'Deletes one of your drafts, or (an admin) a sent idea, audited.',
  response: null,
  status: 204,
});

export const submissionAttachmentContract = endpoint({
  method: 'GET',
  path: '/api/submissions/:id/attachment',
  summary:
    "An idea's first file (see /attachments/:fileId for each), to those who may read it: its inventors, and staff (audited).",
  response: null,
  produces: 'application/octet-stream',
});

export const submissionFileContract = endpoint({
  method: 'GET',
  path: '/api/submissions/:id/attachments/:fileId',
  summary:
    "One of an idea's files, to those who may read the idea: its inventors, and staff (audited).",
  response: null,
  produces: 'application/octet-stream',
});

export const uploadAttachmentContract = endpoint({
  method: 'POST',
  path: '/api/attachments',
  summary:
    "Stores a file sent whole as the body (its name in X-File-Name) for the user's next idea (201).",
  status: 201,
  response: attachmentUploadResponseSchema,
});

import { z } from 'zod';
import {
  adminSubmissionDetailSchema,
  adminSubmissionListSchema,
  adminSubmissionSchema,
  adminSubmissionsQuerySchema,
  conversationCountsSchema,
  updateSubmissionStatusSchema,
} from '../staff-submissions';
import { endpoint } from './endpoint';

export const staffSubmissionListContract = endpoint({
  method: 'GET',
  path: '/api/admin/submissions',
  summary:
    "One page of the sent ideas the reader may read, filtered and sorted, with each tab's count.",
  query: adminSubmissionsQuerySchema,
  response: adminSubmissionListSchema,
});

export const staffSubmissionsExportContract = endpoint({
  method: 'GET',
  path: '/api/admin/submissions/export.csv',
  summary: 'The filtered, sorted list as a spreadsheet, every page (audited); admins only.',
  query: adminSubmissionsQuerySchema,
  response: null,
  produces: 'text/csv',
});

export const conversationCountsContract = endpoint({
  method: 'GET',
  path: '/api/admin/conversation-counts',
  summary: "The conversation filters' counts, the unread ones the reader's own.",
  response: conversationCountsSchema,
});

export const staffSubmissionContract = endpoint({
  method: 'GET',
  path: '/api/admin/submissions/:id',
  summary: 'One sent idea as staff see it, with its history.',
  response: adminSubmissionDetailSchema,
});

export const updateSubmissionStatusContract = endpoint({
  method: 'PATCH',
  path: '/api/admin/submissions/:id/status',
  summary: "Sets a sent idea's status and notes, and tells its inventor (audited); admins only.",
  body: updateSubmissionStatusSchema,
  response: z.object({ submission: adminSubmissionSchema }),
});

export const deleteStaffSubmissionContract = endpoint({
  method: 'DELETE',
  path: '/api/admin/submissions/:id',
  summary: 'Deletes a sent idea and its attachment for good (audited); admins only.',
  response: null,
  status: 204,
});

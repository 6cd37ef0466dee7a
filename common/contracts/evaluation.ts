import {
  assignReviewersResponseSchema,
  assignReviewersSchema,
  criteriaResponseSchema,
  declineReviewSchema,
  evaluationResponseSchema,
  evaluationStatsSchema,
  reviewQueueResponseSchema,
  saveCriteriaSchema,
  scorecardResponseSchema,
  submitScorecardSchema,
} from '../evaluation';
import {
  addTagSchema,
  linkSubmissionSchema,
  relatedSubmissionsSchema,
  removeTagQuerySchema,
  submissionLinksSchema,
  submissionTagsSchema,
  tagSuggestionsQuerySchema,
  tagSuggestionsSchema,
} from '../tags';
import { endpoint } from './endpoint';

export const reviewQueueContract = endpoint({
  method: 'GET',
  path: '/api/admin/reviews',
  summary: "The reader's own reviews: to score, scored and declined.",
  response: reviewQueueResponseSchema,
});

export const evaluationStatsContract = endpoint({
  method: 'GET',
  path: '/api/admin/evaluation-stats',
  summary: "The dashboard's evaluation card; admins only.",
  response: evaluationStatsSchema,
});

export const criteriaContract = endpoint({
  method: 'GET',
  path: '/api/admin/criteria',
  summary: 'The current scorecard criteria; admins only.',
  response: criteriaResponseSchema,
});

export const saveCriteriaContract = endpoint({
  method: 'PUT',
  path: '/api/admin/criteria',
  summary: 'Saves the scorecard criteria as a new version (audited); admins only.',
  body: saveCriteriaSchema,
  response: criteriaResponseSchema,
});

export const assignReviewersContract = endpoint({
  method: 'POST',
  path: '/api/admin/assignments',
  summary: 'Assigns reviewers to one or many sent ideas, and mails them (audited); admins only.',
  body: assignReviewersSchema,
  response: assignReviewersResponseSchema,
});

export const unassignReviewerContract = endpoint({
  method: 'DELETE',
  path: '/api/admin/submissions/:id/assignments/:reviewerId',
  summary: 'Takes a reviewer off an idea (audited); admins only.',
  response: null,
  status: 204,
});

export const declineReviewContract = endpoint({
  method: 'POST',
  path: '/api/admin/submissions/:id/assignment/decline',
  summary: 'The assigned reviewer declines the review, saying why (audited).',
  body: declineReviewSchema,
  response: null,
  status: 204,
});

export const evaluationContract = endpoint({
  method: 'GET',
  path: '/api/admin/submissions/:id/evaluation',
  summary: "An idea's criteria, assignments and scorecards as the reader may see them (blind).",
  response: evaluationResponseSchema,
});

export const submitScorecardContract = endpoint({
  method: 'POST',
  path: '/api/admin/submissions/:id/scorecard',
  summary: "The assigned reviewer's scorecard, final once sent (201, audited).",
  body: submitScorecardSchema,
  response: scorecardResponseSchema,
  status: 201,
});

export const tagSuggestionsContract = endpoint({
  method: 'GET',
  path: '/api/admin/tags',
  summary: 'Tags in use that start with ?q=, most used first, of ideas the reader may read.',
  query: tagSuggestionsQuerySchema,
  response: tagSuggestionsSchema,
});

export const addTagContract = endpoint({
  method: 'POST',
  path: '/api/admin/submissions/:id/tags',
  summary: "Adds a staff tag to an idea (audited); admins only. Answers with the idea's tags.",
  body: addTagSchema,
  response: submissionTagsSchema,
});

export const removeTagContract = endpoint({
  method: 'DELETE',
  path: '/api/admin/submissions/:id/tags',
  summary:
    'Removes the staff tag ?tag= from an idea (audited); admins only. Answers with its tags.',
  query: removeTagQuerySchema,
  response: submissionTagsSchema,
});

export const relatedSubmissionsContract = endpoint({
  method: 'GET',
  path: '/api/admin/submissions/:id/related',
  summary: 'The ideas most like this one, and the links staff made, of ideas the reader may read.',
  response: relatedSubmissionsSchema,
});

export const linkSubmissionsContract = endpoint({
  method: 'POST',
  path: '/api/admin/submissions/:id/links',
  summary: 'Marks an idea a duplicate of, or related to, another (audited); admins only.',
  body: linkSubmissionSchema,
  response: submissionLinksSchema,
});

export const unlinkSubmissionsContract = endpoint({
  method: 'DELETE',
  path: '/api/admin/submissions/:id/links/:otherId',
  summary: 'Removes the link between two ideas (audited); admins only.',
  response: submissionLinksSchema,
});

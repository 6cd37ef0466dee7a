import { z } from 'zod';
import { linkKinds, type LinkKind } from './evaluation-shape';
import { plainText } from './text';

// Staff-only tags on submissions and the links staff make between two submissions
// (/api/admin/tags, /api/admin/submissions/:id/{tags,related,links}).

/** The database keeps a tag trimmed, in lower case, 1 to 40 characters (migration 0017). */
export const TAG_MAX_LENGTH = 40;
/** More than this stops being a label and becomes a description. */
export const TAGS_PER_SUBMISSION_MAX = 10;
/** Suggestions offered while typing a tag. */
export const TAG_SUGGESTIONS_MAX = 10;
/** How many similar submissions a submission's page shows. */
export const RELATED_MAX = 5;

export const tagMessages = {
  empty: 'Enter a tag.',
  tooLong: `A tag must be at most ${TAG_MAX_LENGTH} characters.`,
  tooMany: `A submission can have at most ${TAGS_PER_SUBMISSION_MAX} tags.`,
  linkToItself: 'A submission cannot be linked to itself.',
  otherNotFound: 'Could not find the other submission.',
  kind: "Kind must be 'duplicate_of' or 'related_to'.",
} as const;

/** A tag as people type it, the way it is kept: trimmed and in lower case. */
export const tagSchema = plainText(
  z
    .string(tagMessages.empty)
    .trim()
    .toLowerCase()
    .min(1, tagMessages.empty)
    .max(TAG_MAX_LENGTH, tagMessages.tooLong),
  'Tag',
);

/** POST /api/admin/submissions/:id/tags. Adding a tag it already has changes nothing. */
export const addTagSchema = z.object({ tag: tagSchema });
export type AddTagInput = z.input<typeof addTagSchema>;

/** DELETE /api/admin/submissions/:id/tags?tag=…: a tag in the query, since it may hold a slash. */
export const removeTagQuerySchema = z.object({ tag: tagSchema });

/**
 * A tag filter read from a shareable URL: one that is no tag (too long, unusable characters)
 * is dropped, as the other list parameters fall back to their defaults.
 */
export const tagFilterSchema = tagSchema.optional().catch(undefined);

/** GET /api/admin/tags?q=…: the tags already in use that start with `q`, most used first. */
export const tagSuggestionsQuerySchema = z.object({
  q: plainText(z.string(), 'Tag')
    .default('')
    .transform((q) => q.trim().toLowerCase().slice(0, TAG_MAX_LENGTH)),
});

/** A submission's tags, in order, as every tag write answers. */
export const submissionTagsSchema = z.object({ tags: z.array(z.string()) });
export type SubmissionTags = z.infer<typeof submissionTagsSchema>;

export const tagSuggestionsSchema = z.object({
  tags: z.array(z.object({ tag: z.string(), count: z.number() })),
});
export type TagSuggestions = z.infer<typeof tagSuggestionsSchema>;

/** POST /api/admin/submissions/:id/links: this submission duplicates, or relates to, another. */
export const linkSubmissionSchema = z.object({
  otherId: z.uuid(tagMessages.otherNotFound),
  kind: z.enum(linkKinds, tagMessages.kind),
});
export type LinkSubmissionInput = z.input<typeof linkSubmissionSchema>;

/**
 * Which way a link points, seen from the submission whose page shows it: `outgoing` is "this
 * duplicates / relates to the other", `incoming` is "the other duplicates / relates to this".
 */
export const linkDirections = ['outgoing', 'incoming'] as const;
export type LinkDirection = (typeof linkDirections)[number];

const otherSubmission = {
  id: z.string(),
  ideaTitle: z.string(),
  status: z.string(),
};

export const submissionLinkSchema = z.object({
  ...otherSubmission,
  kind: z.enum(linkKinds),
  direction: z.enum(linkDirections),
});
export type SubmissionLink = z.infer<typeof submissionLinkSchema>;

/** A submission's links, as every link write answers. */
export const submissionLinksSchema = z.object({ links: z.array(submissionLinkSchema) });

/** One similar submission; `score` is 0 to 1, 1 for the same words weighted the same. */
export const similarSubmissionSchema = z.object({ ...otherSubmission, score: z.number() });
export type SimilarSubmission = z.infer<typeof similarSubmissionSchema>;

/** GET /api/admin/submissions/:id/related: the most similar others, and the links staff made. */
export const relatedSubmissionsSchema = z.object({
  similar: z.array(similarSubmissionSchema),
  links: z.array(submissionLinkSchema),
});
export type RelatedSubmissions = z.infer<typeof relatedSubmissionsSchema>;

/** What a link reads as on each side: "Duplicate of X" here, "Has duplicate Y" there. */
export const linkLabels: Record<LinkKind, Record<LinkDirection, string>> = {
  duplicate_of: { outgoing: 'Duplicate of', incoming: 'Has duplicate' },
  related_to: { outgoing: 'Related to', incoming: 'Related to' },
};

/**
 * The words of the one access rule (server/services/access): who looks at an idea, from which
 * side of the portal, and what they want to do with it. The web speaks them too, so a screen
 * and the API name a viewpoint the same way.
 */

/**
 * Who looks at an idea, as the rule tells them apart: its inventor (who sent it), a co-inventor
 * they listed, a reviewer it is assigned to, outside counsel invited to it, an admin, or a
 * service: another system of the company, by an API key (ADR 41). One account may be more than
 * one (an admin who sent an idea of their own).
 */
export const viewers = [
  'inventor',
  'co-inventor',
  'reviewer',
  'counsel',
  'admin',
  'service',
] as const;
export type Viewer = (typeof viewers)[number];

/**
 * The side of the portal a screen or an API serves: the inventor's own pages, or staff's
 * (reviewers and admins alike). Statuses, conversation states and what a thread shows read
 * differently on each side.
 */
export const viewpoints = ['inventor', 'staff'] as const;
export type Viewpoint = (typeof viewpoints)[number];

/**
 * What one wants to do with an idea:
 * - `read`: see it (an inventor and co-inventors drafts too; staff only what was sent);
 * - `edit-draft`: change a draft, its inventor's and co-inventors';
 * - `send`: send a draft, its inventor's alone;
 * - `attest`: confirm or dispute being an inventor of a sent idea, a co-inventor's alone;
 * - `delete`: delete it, an inventor their own drafts and an admin any sent idea;
 * - `converse`: read and write its conversation (never staff's internal notes, for inventors);
 * - `proof`: its evidence bundle and the state of its trusted timestamp;
 * - `review`: score it, as a reviewer it is assigned to (or an admin);
 * - `opine`: write a signed patentability opinion on it, as its invited counsel (or an admin);
 * - `file`: record a filing made for it, as an admin or a service whose key may;
 * - `manage`: an admin's powers over it (status, tags, links, assignments, deletion, its stage
 *   in the patent pipeline, its decision and its counsel).
 */
export const needs = [
  'read',
  'edit-draft',
  'send',
  'attest',
  'delete',
  'converse',
  'proof',
  'review',
  'opine',
  'file',
  'manage',
] as const;
export type Need = (typeof needs)[number];

// The contract table: every endpoint declared in common/contracts. The server's OpenAPI document
// is built from it and a test checks each one is served. The web imports the contract files one
// by one, so a page carries only the contracts it calls.
import * as account from './account';
import * as agreements from './agreements';
import * as auditIntegrity from './audit-integrity';
import * as auditTrail from './audit-trail';
import * as auth from './auth';
import * as contact from './contact';
import * as dataRights from './data-rights';
import type { Endpoint } from './endpoint';
import * as health from './health';
import * as mailOutbox from './mail-outbox';
import * as me from './me';
import * as openapi from './openapi';
import * as passkeys from './passkeys';
import * as sessions from './sessions';
import * as uploads from './uploads';
import * as dashboard from './dashboard';
import * as evaluation from './evaluation';
import * as staffSubmissions from './staff-submissions';
import * as users from './users';
import * as submissions from './submissions';
import * as conversation from './conversation';
import * as proof from './proof';
import * as records from './records';
import * as events from './events';
import * as barDateRules from './bar-date-rules';
import * as coInventors from './co-inventors';
import * as factRequirements from './fact-requirements';
import * as calendar from './calendar';
import * as pipeline from './pipeline';
import * as integrations from './integrations';
import * as apiV1 from './api-v1';
import * as sso from './sso';
import * as verify from './verify';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'response' in value;

const isTable = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * The endpoints an export holds: itself, or those of a table by side (`{ inventor: {...},
 * staff: {...} }`), which may be the only place a side's endpoints are named.
 */
const endpointsIn = (value: unknown, depth = 2): Endpoint[] =>
  isEndpoint(value)
    ? [value]
    : depth > 0 && isTable(value)
      ? Object.values(value).flatMap((inner) => endpointsIn(inner, depth - 1))
      : [];

/** Each file's exported endpoints, once each, in the order of the files above. */
export const contractTable: readonly Endpoint[] = [
  ...new Set(
    [
      account,
      agreements,
      auditIntegrity,
      auditTrail,
      auth,
      contact,
      dataRights,
      health,
      mailOutbox,
      me,
      openapi,
      sessions,
      passkeys,
      sso,
      uploads,
      dashboard,
      evaluation,
      staffSubmissions,
      users,
      submissions,
      conversation,
      proof,
      records,
      events,
      factRequirements,
      coInventors,
      barDateRules,
      calendar,
      verify,
      pipeline,
      integrations,
      apiV1,
    ].flatMap((domain) => Object.values(domain).flatMap((value) => endpointsIn(value))),
  ),
];

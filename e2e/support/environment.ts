import { tmpdir } from 'node:os';
import path from 'node:path';

// Shared by the global set-up and the tests, which run in other processes.

const E2E_FIRST_PORT = Number(process.env.E2E_PORT ?? 3210);
/** Everything of one run, cleared by the global set-up. */
export const E2E_RUN_DIR = path.join(tmpdir(), `portal-e2e-${E2E_FIRST_PORT}`);

/**
 * Ports each worker has to itself, from its first: its portal's, those of the portals specs
 * start of their own (portalOfItsOwn's offsets), and last its SMTP listener's.
 */
export const PORTS_PER_WORKER = 20;

/**
 * What the tests of one worker use. Workers run spec files side by side, so each has a portal
 * of its own (port, data directory, embedded database) and an inbox of its own: tests of one
 * worker never see another's accounts, mail, rate limits or admin authenticator, and within a
 * worker spec files run one after another as before.
 */
export function workerEnvironment(parallelIndex: number) {
  const port = E2E_FIRST_PORT + parallelIndex * PORTS_PER_WORKER;
  const dir = path.join(E2E_RUN_DIR, `worker-${parallelIndex}`);
  return {
    port,
    baseURL: `http://localhost:${port}`,
    smtpPort: port + PORTS_PER_WORKER - 1,
    dir,
    inboxDir: path.join(dir, 'inbox'),
  };
}

// Playwright sets TEST_PARALLEL_INDEX (0 to workers - 1) in each worker process before it loads
// the config and the specs. A worker that replaces a failed one gets the same index, so it comes
// back to the same portal, whose state (the admin's authenticator, say) outlives the process.
// In the runner's own process it is unset, and these name worker 0's.
const own = workerEnvironment(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
/** This worker's portal. */
export const E2E_PORT = own.port;
export const E2E_BASE_URL = own.baseURL;
/** This worker's files: its portal's data, its inbox, what its tests keep between spec files. */
export const E2E_DIR = own.dir;
export const INBOX_DIR = own.inboxDir;
/** The SMTP listener that files this worker's mail in INBOX_DIR, for the portals specs start. */
export const E2E_SMTP_URL = `smtp://127.0.0.1:${own.smtpPort}`;
export const E2E_ADMIN = { email: 'admin@portal.test', password: 'E2e-Admin-Passw0rd' };
/** Where the portal sends staff notifications (STAFF_NOTIFY_EMAIL), e.g. contact messages. */
export const E2E_STAFF_EMAIL = 'staff@portal.test';
/** The root of the timestamp authority the portals use in these tests (TSA_CA_FILE). */
export const TSA_CA_FILE = path.join(E2E_RUN_DIR, 'tsa-ca.pem');

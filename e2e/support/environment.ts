import { tmpdir } from 'node:os';
import path from 'node:path';

/** Shared by the global set-up and the tests, which run in other processes. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DIR = path.join(tmpdir(), `portal-e2e-${E2E_PORT}`);
export const INBOX_DIR = path.join(E2E_DIR, 'inbox');
export const E2E_ADMIN = { email: 'admin@portal.test', password: 'E2e-Admin-Passw0rd' };
/** Where the portal sends staff notifications (STAFF_NOTIFY_EMAIL), e.g. contact messages. */
export const E2E_STAFF_EMAIL = 'staff@portal.test';
/** The root of the timestamp authority the portal uses in these tests (TSA_CA_FILE). */
export const TSA_CA_FILE = path.join(E2E_DIR, 'tsa-ca.pem');

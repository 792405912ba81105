// Ports and credentials shared by the e2e server and the specs.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const FAKE_YOUTUBE_PORT = Number(process.env.E2E_FAKE_YOUTUBE_PORT ?? 4110);
export const FAKE_RESEND_PORT = Number(process.env.E2E_FAKE_RESEND_PORT ?? 4111);
export const FAKE_RESEND_URL = `http://127.0.0.1:${FAKE_RESEND_PORT}`;
export const SUPERADMIN = { username: "admin", password: "ChangeMe!2026" };
/** The e2e server's CRON_SECRET, so the specs can call the scheduled-jobs endpoint. */
export const E2E_CRON_SECRET = "e2e-cron-secret-0123456789abcdef";

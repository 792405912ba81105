// Ports and credentials shared by the e2e server and the specs.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const FAKE_YOUTUBE_PORT = Number(process.env.E2E_FAKE_YOUTUBE_PORT ?? 4110);
export const FAKE_RESEND_PORT = Number(process.env.E2E_FAKE_RESEND_PORT ?? 4111);
export const FAKE_RESEND_URL = `http://127.0.0.1:${FAKE_RESEND_PORT}`;
// A production server refuses the README's development password, so the browser tests use their own.
export const SUPERADMIN = { username: "admin", password: "E2e-Admin!2026-Pass" };
/** The e2e server's CRON_SECRET, so the specs can call the scheduled-jobs endpoint. */
export const E2E_CRON_SECRET = "e2e-cron-secret-0123456789abcdef";

import { createServer } from "node:net";

// Settings of the resilience suite, from the environment with working defaults.

/** The PostgreSQL server; every test file creates a scratch database of its own on it. */
export const PG_SERVER_URL =
  process.env.RESILIENCE_DATABASE_URL ||
  process.env.DATABASE_URL ||
  "postgresql://postgres@127.0.0.1:5432/postgres";

/** The production build the servers run from (built once by global-setup when missing). */
export const SOURCE_DIST_DIR = process.env.RESILIENCE_DIST_DIR || ".next-resilience";

export const SUPERADMIN = {
  username: "resilience_admin",
  email: "resilience-admin@example.com",
  password: "Resilience!2026-Admin",
};

/** A free port on 127.0.0.1, as the kernel hands them out. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

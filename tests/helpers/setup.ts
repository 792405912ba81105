import { afterEach, vi } from "vitest";
import { nextServerOutsideNext, settleAfterTasks } from "./after-outside-next";
import { nextCacheOutsideNext } from "./next-cache-outside-next";

// Integration tests create their own databases (tests/helpers/db.ts). The server URL given to
// `npm test` becomes the base for those; nothing runs against it directly.
if (process.env.DATABASE_URL && !process.env.TEST_DATABASE_URL) {
  process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
}
delete process.env.DATABASE_URL;
process.env.PGLITE_DIR = "memory://";
process.env.NEXTAUTH_SECRET ??= "test-secret-with-enough-length-1234567890";
// As behind one proxy: a test names its client in X-Forwarded-For, and each test's own addresses
// keep it clear of the others' rate limits.
process.env.TRUST_PROXY ??= "1";

// Outside Next there is no incremental cache and no request to run work after (see the helpers).
vi.mock("next/cache", (importOriginal) =>
  nextCacheOutsideNext(importOriginal as () => Promise<typeof import("next/cache")>),
);
vi.mock("next/server", (importOriginal) =>
  nextServerOutsideNext(importOriginal as () => Promise<typeof import("next/server")>),
);
afterEach(settleAfterTasks);

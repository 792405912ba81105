import { DEVELOPMENT_ADMIN_PASSWORD, isBuildPhase, readEnvironment } from "@/lib/env";
import { TRUST_PROXY_REQUIRED_MESSAGE } from "@/lib/auth/client-address";
import { newPasswordSchema } from "@/lib/validations/auth";

// What a production server refuses to start without. Each problem names the variable and what
// to do, because the person reading it is deploying, not debugging.

/** The placeholder in .env.example: copied as is, it would sign sessions with a public secret. */
export const EXAMPLE_NEXTAUTH_SECRET = "change-me-to-a-long-random-string";
export const MIN_SECRET_LENGTH = 32;

// The browser tests, the resilience suite and the bench serve production builds on loopback.
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export class ProductionConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The production configuration is incomplete:\n${problems.map((problem) => `- ${problem}`).join("\n")}`,
    );
    this.name = "ProductionConfigError";
  }
}

/** Throws ProductionConfigError in a production server; does nothing in development, tests or the build. */
export function assertProductionConfig(source: Record<string, string> = readEnvironment()): void {
  if (source.NODE_ENV !== "production" || isBuildPhase()) return;
  const problems = productionConfigProblems(source);
  if (problems.length > 0) throw new ProductionConfigError(problems);
}

/**
 * The start-up check. Next keeps a server whose instrumentation failed listening and fails each
 * request instead; a deploy must see a process that exits, with the reasons in its log.
 */
export function stopOnUnsafeProductionConfig(): void {
  try {
    assertProductionConfig();
  } catch (error) {
    if (!(error instanceof ProductionConfigError)) throw error;
    console.error(`[setup] ${error.message}`);
    process.exit(1);
  }
}

export function productionConfigProblems(source: Record<string, string | undefined>): string[] {
  return [
    siteUrlProblem(source.NEXTAUTH_URL),
    secretProblem(source.NEXTAUTH_SECRET),
    adminPasswordProblem(source.ADMIN_PASSWORD),
    trustProxyProblem(source.TRUST_PROXY),
  ].filter((problem): problem is string => problem !== undefined);
}

function siteUrlProblem(value: string | undefined): string | undefined {
  const what = "the site's public address, e.g. https://www.example.com";
  if (!value)
    return `NEXTAUTH_URL is not set: set it to ${what} (session cookies and reset links are built from it).`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `NEXTAUTH_URL is not a URL: set it to ${what}.`;
  }
  if (url.protocol === "https:") return undefined;
  if (url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname)) return undefined;
  return `NEXTAUTH_URL must start with https:// (only localhost may use http): set it to ${what}, so the session cookie is sent over TLS only.`;
}

function secretProblem(value: string | undefined): string | undefined {
  const what = `set it to ${MIN_SECRET_LENGTH} or more random characters, e.g. the output of \`openssl rand -base64 32\``;
  if (!value) return `NEXTAUTH_SECRET is not set: ${what}.`;
  if (value === EXAMPLE_NEXTAUTH_SECRET)
    return `NEXTAUTH_SECRET is the public example value from .env.example: ${what}.`;
  if (value.length < MIN_SECRET_LENGTH)
    return `NEXTAUTH_SECRET is shorter than ${MIN_SECRET_LENGTH} characters: ${what}.`;
  return undefined;
}

// Without it the rate limits could not tell a forged X-Forwarded-For from a proxy's entry.
function trustProxyProblem(value: string | undefined): string | undefined {
  return value ? undefined : TRUST_PROXY_REQUIRED_MESSAGE;
}

/** The password rule for the first superadmin: registration's strength rule, and never the README's. */
export function adminPasswordProblem(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const what =
    "choose a stronger one, 8 or more characters mixing upper and lower case letters, digits and symbols";
  if (value === DEVELOPMENT_ADMIN_PASSWORD)
    return `ADMIN_PASSWORD is the README's development password, which anyone can read: ${what}.`;
  const checked = newPasswordSchema.safeParse(value);
  if (!checked.success)
    return `ADMIN_PASSWORD is refused (${checked.error.issues[0]?.message ?? "too weak"}): ${what}.`;
  return undefined;
}

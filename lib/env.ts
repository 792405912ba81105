import { z } from "zod";

/**
 * The shared cache of several servers (pages, cached reads, tag revalidations). Unset: each
 * server keeps Next's own cache (one server, the dev server, hosts that share it themselves).
 */
const redisEnvSchema = z.object({
  REDIS_URL: z
    .string()
    .url()
    .refine(
      (value) => URL.canParse(value) && /^rediss?:$/.test(new URL(value).protocol),
      "must be a redis:// or rediss:// URL",
    )
    .optional(),
  /** Put before every key, so that several sites (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w.:-]{1,64}$/, "letters, digits and _ . : - only (at most 64)")
    .default("ams:"),
});

// The only reader of process.env (besides the cache handler, which Next loads as a plain module
// and which reads the Redis settings validated here). Read on each call, so tests can point the
// app at fake services by changing process.env between cases.
const envSchema = redisEnvSchema.extend({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().url().optional(),
  PGLITE_DIR: z.string().min(1).default(".data/pglite"),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(50).default(5),
  /**
   * "false": the server never migrates the database itself; the deploy runs `npm run db:migrate`
   * first (serverless hosts, where every cold start would otherwise try).
   */
  MIGRATE_ON_START: z.enum(["true", "false"]).default("true"),
  NEXTAUTH_SECRET: z.string().min(16).optional(),
  NEXTAUTH_URL: z.string().url().optional(),
  ADMIN_USERNAME: z.string().min(3).default("admin"),
  ADMIN_EMAIL: z.string().email().default("admin@example.com"),
  // No default here: production never gets a known password (see getEnv).
  ADMIN_PASSWORD: z.string().optional(),
  SEED_DEMO_CONTENT: z.enum(["true", "false"]).default("true"),
  CONTACT_INBOX: z.string().email().default("hello@example.com"),
  MAIL_FROM: z.string().min(3).default("AMS Media <noreply@example.com>"),
  RESEND_API_KEY: z.string().optional(),
  RESEND_BASE_URL: z.string().url().default("https://api.resend.com"),
  /** A send that gets no answer within this many milliseconds fails (and is retried later). */
  RESEND_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(10000),
  YOUTUBE_API_KEY: z.string().optional(),
  YOUTUBE_API_BASE_URL: z.string().url().default("https://www.googleapis.com/youtube/v3"),
  YOUTUBE_OEMBED_URL: z.string().url().default("https://www.youtube.com/oembed"),
  /** How many proxies append to X-Forwarded-For in front of the app; required in production. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).optional(),
  /** Bearer token of POST /api/cron/publish (scheduled jobs); without it that endpoint refuses. */
  CRON_SECRET: z.string().min(16).optional(),
  YOUTUBE_TIMEOUT_MS: z.coerce.number().int().min(100).max(30000).default(4000),
});

export type Env = z.infer<typeof envSchema>;

/** Every variable the schema reads (.env.example must list each one; a unit test holds it to that). */
export const ENV_VARIABLE_NAMES = Object.keys(envSchema.shape) as (keyof Env)[];

/**
 * The README's password for the first superadmin on a development machine. Being public, it is
 * never a default in production and is refused there even when set explicitly.
 */
export const DEVELOPMENT_ADMIN_PASSWORD = "ChangeMe!2026";

// The last parse and the raw values it came from. Every request reads settings several times, and
// both listing process.env (each access crosses into C++) and the schema cost about 0.1 ms a
// time: reading only the schema's variables and parsing again only when one of them changed keeps
// that off the request path, while tests that change process.env still see the change at once.
let lastParse: { raw: string; env: Readonly<Env> } | undefined;

export function getEnv(): Readonly<Env> {
  const values = schemaVariables();
  const raw = JSON.stringify(values);
  if (lastParse?.raw === raw) return lastParse.env;
  const env = parseValues(envSchema, values);
  if (env.NODE_ENV !== "production") env.ADMIN_PASSWORD ??= DEVELOPMENT_ADMIN_PASSWORD;
  lastParse = { raw, env: Object.freeze(env) };
  return lastParse.env;
}

export type RedisEnv = z.infer<typeof redisEnvSchema>;

/** The Redis settings alone: next.config reads them at start, before any other setting is needed. */
export function getRedisEnv(): RedisEnv {
  return parseEnv(redisEnvSchema);
}

function parseEnv<Schema extends z.ZodType>(schema: Schema): z.infer<Schema> {
  return parseValues(schema, readEnvironment());
}

function parseValues<Schema extends z.ZodType>(
  schema: Schema,
  values: Record<string, string>,
): z.infer<Schema> {
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment: ${problems.join("; ")}`);
  }
  return parsed.data;
}

/** Whether this process is the build (`next build` prerendering), not a running server. */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === "phase-production-build";
}

/** Secret for session tokens: required in production, a fixed development value otherwise. */
export function getAuthSecret(): string {
  const env = getEnv();
  if (env.NEXTAUTH_SECRET) return env.NEXTAUTH_SECRET;
  if (env.NODE_ENV === "production" && !isBuildPhase()) {
    throw new Error("NEXTAUTH_SECRET must be set in production");
  }
  return "development-only-secret-not-for-production";
}

/** The set variables the schema reads, as readEnvironment() gives them. */
function schemaVariables(): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of ENV_VARIABLE_NAMES) {
    const value = process.env[name];
    if (value) values[name] = value;
  }
  return values;
}

/** The raw variables, for checks that must explain a bad value before the schema rejects it. */
export function readEnvironment(): Record<string, string> {
  // An empty variable (`FOO=`) means "unset", as in most deploy dashboards.
  return Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => !!entry[1]),
  );
}

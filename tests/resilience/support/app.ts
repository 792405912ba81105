import pg from "pg";
import { startFakeResend, type FakeResend } from "../../helpers/fake-resend";
import { startFakeYouTube, type FakeYouTube } from "../../helpers/fake-youtube";
import { copyBuild, startNextServer, type NextServer } from "../../helpers/next-server";
import { createScratchDatabase } from "../../helpers/scratch-database";
import { deleteRedisKeys, REDIS_SERVER_URL, uniqueRedisPrefix } from "../../helpers/redis";
import { startTcpProxy, type TcpProxy } from "../../helpers/tcp-proxy";
import { freePort, PG_SERVER_URL, SOURCE_DIST_DIR, SUPERADMIN } from "./config";
import { startBalancer, type Balancer } from "./nginx";

// One test file's world: a scratch PostgreSQL database, fake Resend and YouTube servers, a copy
// of the build, and one or more production servers on it (optionally through a TCP proxy);
// optionally the shared cache in Redis (under a key prefix of its own, optionally through a TCP
// proxy) and nginx in front of the servers with the repository's deploy/nginx.conf.

export type App = {
  servers: NextServer[];
  resend: FakeResend;
  youtube: FakeYouTube;
  proxy: TcpProxy | undefined;
  /** Between the servers and Redis, when the app was started with `redis: { viaProxy: true }`. */
  redisProxy: TcpProxy | undefined;
  /** The key prefix of this app's cache in Redis. */
  redisPrefix: string | undefined;
  balancer: Balancer | undefined;
  /** One more server on the same database and Redis, from a copy of the build of its own. */
  addServer(name: string, extraEnv?: Record<string, string>): Promise<NextServer>;
  /** Runs SQL on the scratch database directly (not through the proxy). */
  sql<Row extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    params?: unknown[],
  ): Promise<Row[]>;
  stop(): Promise<void>;
};

export async function startApp(options: {
  name: string;
  servers?: number;
  viaProxy?: boolean;
  redis?: { viaProxy?: boolean };
  /** nginx in front of two servers. */
  balancer?: boolean;
  env?: Record<string, string>;
}): Promise<App> {
  const stops: (() => unknown)[] = [];
  const stop = async () => {
    for (const fn of stops.reverse())
      await Promise.resolve(fn()).catch((error: unknown) => console.error(error));
  };
  try {
    const scratch = await createScratchDatabase(
      PG_SERVER_URL,
      `resilience_${options.name.replace(/\W/g, "_")}`,
    );
    stops.push(() => scratch.drop());
    const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
    stops.push(() => pool.end());
    const resend = await startFakeResend();
    stops.push(() => resend.close());
    const youtube = await startFakeYouTube();
    stops.push(() => youtube.close());
    const proxy = options.viaProxy
      ? await startTcpProxy(hostAndPort(scratch.url, 5432))
      : undefined;
    if (proxy) stops.push(() => proxy.close());
    const build = copyBuild(SOURCE_DIST_DIR, options.name);
    stops.push(() => build.remove());
    const redisPrefix = options.redis ? uniqueRedisPrefix(options.name) : undefined;
    if (redisPrefix) stops.push(() => deleteRedisKeys(REDIS_SERVER_URL, redisPrefix));
    const redisProxy = options.redis?.viaProxy
      ? await startTcpProxy(hostAndPort(REDIS_SERVER_URL, 6379))
      : undefined;
    if (redisProxy) stops.push(() => redisProxy.close());

    const count = options.servers ?? 1;
    const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
    const env = {
      DATABASE_URL: proxy ? proxy.urlFor(scratch.url) : scratch.url,
      // Every server names the same public URL, as instances behind one load balancer do.
      NEXTAUTH_URL: `http://127.0.0.1:${ports[0]}`,
      NEXTAUTH_SECRET: "resilience-secret-0123456789abcdef0123456789",
      ADMIN_USERNAME: SUPERADMIN.username,
      ADMIN_EMAIL: SUPERADMIN.email,
      ADMIN_PASSWORD: SUPERADMIN.password,
      RESEND_API_KEY: "re_resilience_test",
      RESEND_BASE_URL: resend.url,
      CONTACT_INBOX: "inbox@example.com",
      YOUTUBE_API_KEY: "",
      YOUTUBE_API_BASE_URL: youtube.dataApiBaseUrl,
      YOUTUBE_OEMBED_URL: youtube.oembedUrl,
      // As behind one load balancer: the client is the entry it appends, the right-most.
      TRUST_PROXY: "1",
      ...(redisPrefix
        ? {
            REDIS_URL: redisProxy ? redisProxy.urlFor(REDIS_SERVER_URL) : REDIS_SERVER_URL,
            REDIS_KEY_PREFIX: redisPrefix,
          }
        : {}),
      ...options.env,
    };
    const servers: NextServer[] = [];
    // One after the other: the first migrates and seeds, the others find it done.
    for (const port of ports) {
      const server = await startNextServer({ distDir: build.distDir, port, env });
      stops.push(() => server.stop());
      servers.push(server);
    }
    const balancer = options.balancer
      ? await startBalancer(servers.map((server) => server.port))
      : undefined;
    if (balancer) stops.push(() => balancer.stop());
    const addServer = async (name: string, extraEnv: Record<string, string> = {}) => {
      const ownBuild = copyBuild(SOURCE_DIST_DIR, `${options.name}-${name}`);
      stops.push(() => ownBuild.remove());
      const server = await startNextServer({
        distDir: ownBuild.distDir,
        port: await freePort(),
        env: { ...env, ...extraEnv },
      });
      stops.push(() => server.stop());
      return server;
    };
    return {
      servers,
      resend,
      youtube,
      proxy,
      redisProxy,
      redisPrefix,
      balancer,
      addServer,
      sql: async (text, params) => (await pool.query(text, params)).rows,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function hostAndPort(url: string, defaultPort: number): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: Number(parsed.port || defaultPort) };
}

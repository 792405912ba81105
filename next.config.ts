import path from "node:path";
import type { NextConfig } from "next";
import { PHASE_PRODUCTION_SERVER } from "next/constants";
import { getRedisEnv } from "./lib/env";
import { baseSecurityHeaders, contentSecurityPolicy } from "./lib/security/headers";

const isDev = process.env.NODE_ENV !== "production";

// Portal and auth pages get a per-request nonce policy from proxy.ts instead.
const NONCE_POLICY_PAGES =
  "ams-admin|admin|login|signup|forgot-password|reset-password|pending-approval";

const nextConfig: NextConfig = {
  // Several dev servers share this checkout (one per helper); each needs its own build folder.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // Next hashes a cached page's whole HTML on every request to make its ETag: about a sixth of the
  // server's time per view of the home page. What is given up: a reload downloads the page again
  // (17 kB gzip for the home page) instead of a 304. Files in public/ keep Last-Modified and 304s.
  generateEtags: false,
  // `ANALYZE_BUNDLE=1 next build` keeps browser source maps, for bench/attribute-js.mjs.
  productionBrowserSourceMaps: process.env.ANALYZE_BUNDLE === "1",
  experimental: {
    // forbidden() in lib/auth/page-viewer.ts answers 403 for pages a role may not see.
    authInterrupts: true,
    // `PROFILE_BUILD=1 next build` keeps server function names, for bench/profile-api.ts.
    serverMinification: process.env.PROFILE_BUILD !== "1",
    // Fewer, larger first-load chunks (9 scripts on / instead of 12). Most visitors open one page
    // from a link on a phone, where each small chunk (by default some were 0.4 to 4 kB) costs a
    // round trip of its own and holds a share of the connection while it waits for its first
    // byte: with every script in Lantern's LCP graph, 145 ms less on / and /gallery. What is given
    // up: a later navigation may fetch again code that a merged chunk held.
    turbopackChunking: { minChunkSize: 200_000 },
  },
  reactStrictMode: true,
  // PGlite ships WASM and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2"],
  // Migrations are read from disk at start; serverless bundles must carry them.
  outputFileTracingIncludes: { "/**": ["./prisma/migrations/**/*"] },
  images: {
    // Fewer widths than the defaults (8 and 8): every responsive image lists each width in its
    // srcset, on every card of every page. These still cover phones at 3x and desktops at 2x.
    deviceSizes: [640, 828, 1200, 1920, 2560],
    imageSizes: [128, 256, 384],
    remotePatterns: [{ protocol: "https", hostname: "i.ytimg.com" }],
  },
  // The portal answers at /ams-admin and at /admin. A rewrite here stays inside the server; one
  // from proxy.ts with an absolute URL is fetched over HTTP when the server is bound to an
  // address other than localhost (`next start -H`), and names that address in a response header.
  async rewrites() {
    return [
      { source: "/admin", destination: "/ams-admin" },
      { source: "/admin/:path*", destination: "/ams-admin/:path*" },
    ];
  },
  async headers() {
    const base = Object.entries(baseSecurityHeaders({ isProduction: !isDev })).map(
      ([key, value]) => ({ key, value }),
    );
    return [
      { source: "/:path*", headers: base },
      {
        // Whole segments only: "/adminfoo" or "/login-help" (404s) still need this policy.
        source: `/((?!(?:${NONCE_POLICY_PAGES})(?:/|$)).*)`,
        headers: [{ key: "Content-Security-Policy", value: contentSecurityPolicy({ isDev }) }],
      },
    ];
  },
};

/**
 * With REDIS_URL, `next start` keeps its cache (pages, cached reads, tag revalidations) in Redis,
 * shared by every server, and none in its own memory. The build and the dev server keep Next's
 * own cache: the build's pages are written to the build folder as always.
 */
function sharedCache(phase: string): Partial<NextConfig> {
  if (phase !== PHASE_PRODUCTION_SERVER || !getRedisEnv().REDIS_URL) return {};
  return {
    cacheHandler: path.resolve(import.meta.dirname, "lib/cache/redis/cache-handler.mjs"),
    cacheMaxMemorySize: 0,
  };
}

export default function config(phase: string): NextConfig {
  return { ...nextConfig, ...sharedCache(phase) };
}

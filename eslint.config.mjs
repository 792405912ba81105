import fs from "node:fs";
import path from "node:path";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { defineConfig, globalIgnores } from "eslint/config";

const ROOT = import.meta.dirname;

/** Imports a layer may not make, as no-restricted-imports patterns with the reason shown. */
const UI_LAYERS = {
  group: ["@/app/*", "@/components/*", "**/app/*", "**/components/*"],
  message: "lib/ is below the UI: pages and components import lib/, never the reverse.",
};
const HTTP_LAYER = {
  group: ["@/lib/api/*", "**/lib/api/*", "../api/*"],
  message:
    "Data, auth, cache and services do not know about HTTP: throw AppError (lib/errors) and let the route handler answer.",
};

const serverOnlyModules = new Map();

/** Whether an "@/..." import names a module marked `import "server-only"`. */
function isServerOnlyModule(specifier) {
  if (!specifier.startsWith("@/"))
    return specifier === "server-only" || specifier === "next/headers";
  const base = path.join(ROOT, specifier.slice(2));
  if (!serverOnlyModules.has(base)) {
    const file = ["", ".ts", ".tsx", "/index.ts"]
      .map((ext) => base + ext)
      .find((candidate) => fs.statSync(candidate, { throwIfNoEntry: false })?.isFile());
    serverOnlyModules.set(
      base,
      !!file && /^import "server-only";/m.test(fs.readFileSync(file, "utf8")),
    );
  }
  return serverOnlyModules.get(base);
}

/**
 * A module that starts with "use client" ships to the browser: it may not import a server-only
 * module (database, sessions, secrets), except for its types. The build would fail on it too, but
 * only at the end and without saying which layer rule was broken.
 */
const clientBoundary = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      serverOnly:
        "A client module may not import the server-only module '{{source}}' (type imports are fine).",
    },
  },
  create(context) {
    const isClient = context.sourceCode.ast.body.some(
      (node) => node.type === "ExpressionStatement" && node.directive === "use client",
    );
    if (!isClient) return {};
    return {
      ImportDeclaration(node) {
        const typeOnly =
          node.importKind === "type" ||
          (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === "type"));
        if (!typeOnly && isServerOnlyModule(node.source.value)) {
          context.report({ node, messageId: "serverOnly", data: { source: node.source.value } });
        }
      },
    };
  },
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Test helpers named use* (and Playwright's fixture `use`) are not React hooks.
    files: ["tests/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["app/**", "components/**"],
    plugins: { layers: { rules: { "client-boundary": clientBoundary } } },
    rules: { "layers/client-boundary": "error" },
  },
  {
    // Only route handlers (through lib/api) speak HTTP; every other part of lib/ stays callable
    // from a page, a script or a job.
    files: ["lib/**"],
    ignores: ["lib/api/**", "lib/generated/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [UI_LAYERS, HTTP_LAYER] }] },
  },
  {
    files: ["lib/api/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [UI_LAYERS] }] },
  },
  globalIgnores([
    ".next/**",
    ".next-*/**",
    ".data/**",
    "lib/generated/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
    "artifacts/**",
  ]),
]);

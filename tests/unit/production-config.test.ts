import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEVELOPMENT_ADMIN_PASSWORD, getEnv } from "@/lib/env";
import {
  assertProductionConfig,
  EXAMPLE_NEXTAUTH_SECRET,
  productionConfigProblems,
  ProductionConfigError,
  stopOnUnsafeProductionConfig,
} from "@/lib/production-config";

const GOOD = {
  NODE_ENV: "production",
  NEXTAUTH_URL: "https://www.ams.example",
  NEXTAUTH_SECRET: "k3J9s0dLq8vX2mN7pR4tY6wZ1aB5cE8f",
  ADMIN_PASSWORD: "Owner!Passw0rd-2026",
  TRUST_PROXY: "1",
};

function problemsWith(overrides: Record<string, string | undefined>): string[] {
  return productionConfigProblems({ ...GOOD, ...overrides });
}

describe("production configuration checked at start", () => {
  afterEach(() => void delete process.env.NEXT_PHASE);
  it("accepts a complete configuration, and no ADMIN_PASSWORD at all", () => {
    expect(() => assertProductionConfig(GOOD)).not.toThrow();
    expect(problemsWith({ ADMIN_PASSWORD: undefined })).toEqual([]);
  });

  it("requires NEXTAUTH_URL, over https unless the host is this machine", () => {
    expect(problemsWith({ NEXTAUTH_URL: undefined })).toEqual([
      expect.stringMatching(/^NEXTAUTH_URL is not set: set it to the site's public address/),
    ]);
    expect(problemsWith({ NEXTAUTH_URL: "www.ams.example" })).toEqual([
      expect.stringMatching(/^NEXTAUTH_URL is not a URL/),
    ]);
    expect(problemsWith({ NEXTAUTH_URL: "http://www.ams.example" })).toEqual([
      expect.stringMatching(/^NEXTAUTH_URL must start with https:\/\//),
    ]);
    expect(problemsWith({ NEXTAUTH_URL: "http://localhost.ams.example" })).toHaveLength(1);
    for (const local of ["http://localhost:3000", "http://127.0.0.1:3100", "http://[::1]:3000"]) {
      expect(problemsWith({ NEXTAUTH_URL: local })).toEqual([]);
    }
  });

  it("requires TRUST_PROXY, saying what to set for each kind of proxy", () => {
    expect(problemsWith({ TRUST_PROXY: undefined })).toEqual([
      expect.stringMatching(/^TRUST_PROXY must be set in production: the number of proxies/),
    ]);
    expect(problemsWith({ TRUST_PROXY: "0" })).toEqual([]);
  });

  it("requires a NEXTAUTH_SECRET of 32+ characters that is not the .env.example placeholder", () => {
    expect(problemsWith({ NEXTAUTH_SECRET: undefined })).toEqual([
      expect.stringMatching(/^NEXTAUTH_SECRET is not set: set it to 32 or more random characters/),
    ]);
    expect(problemsWith({ NEXTAUTH_SECRET: "x".repeat(31) })).toEqual([
      expect.stringMatching(/^NEXTAUTH_SECRET is shorter than 32 characters/),
    ]);
    expect(problemsWith({ NEXTAUTH_SECRET: EXAMPLE_NEXTAUTH_SECRET })).toEqual([
      expect.stringMatching(/^NEXTAUTH_SECRET is the public example value/),
    ]);
    const example = readFileSync(path.resolve(import.meta.dirname, "../../.env.example"), "utf8");
    expect(example).toContain(`NEXTAUTH_SECRET=${EXAMPLE_NEXTAUTH_SECRET}\n`);
  });

  it("refuses a weak ADMIN_PASSWORD with registration's messages, and the README's development password", () => {
    expect(problemsWith({ ADMIN_PASSWORD: "abc" })).toEqual([
      expect.stringContaining(
        "ADMIN_PASSWORD is refused (Password must be at least 8 characters long)",
      ),
    ]);
    expect(problemsWith({ ADMIN_PASSWORD: "abcdefgh" })).toEqual([
      expect.stringContaining(
        "ADMIN_PASSWORD is refused (Password is too weak. Please use a stronger password.)",
      ),
    ]);
    expect(problemsWith({ ADMIN_PASSWORD: DEVELOPMENT_ADMIN_PASSWORD })).toEqual([
      expect.stringMatching(/^ADMIN_PASSWORD is the README's development password/),
    ]);
  });

  it("throws one error listing every problem; development, tests and the build are not checked", () => {
    const bad = { NODE_ENV: "production", ADMIN_PASSWORD: "short" };
    expect(() => assertProductionConfig(bad)).toThrow(ProductionConfigError);
    expect(() => assertProductionConfig(bad)).toThrow(
      /NEXTAUTH_URL[\s\S]*NEXTAUTH_SECRET[\s\S]*ADMIN_PASSWORD[\s\S]*TRUST_PROXY/,
    );
    expect(() => assertProductionConfig({ NODE_ENV: "development" })).not.toThrow();
    expect(() => assertProductionConfig({})).not.toThrow();
    process.env.NEXT_PHASE = "phase-production-build";
    expect(() => assertProductionConfig(bad)).not.toThrow();
  });
});

describe("the start-up hook", () => {
  afterEach(() => {
    Object.assign(process.env, { NODE_ENV: "test" });
    vi.restoreAllMocks();
  });

  it("exits the process with every problem in the log (Next would otherwise keep serving errors)", () => {
    const exit = vi.spyOn(process, "exit").mockImplementation(() => undefined as never);
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    Object.assign(process.env, { NODE_ENV: "production" });
    const saved = process.env.NEXTAUTH_URL;
    delete process.env.NEXTAUTH_URL;
    stopOnUnsafeProductionConfig();
    if (saved !== undefined) process.env.NEXTAUTH_URL = saved;
    expect(exit).toHaveBeenCalledWith(1);
    expect(String(log.mock.calls[0]?.[0])).toMatch(
      /^\[setup\] The production configuration is incomplete:\n- NEXTAUTH_URL is not set/,
    );
  });
});

describe("the first superadmin's password", () => {
  const saved = { NODE_ENV: process.env.NODE_ENV, ADMIN_PASSWORD: process.env.ADMIN_PASSWORD };
  afterEach(() => {
    delete process.env.NEXT_PHASE;
    Object.assign(process.env, { NODE_ENV: saved.NODE_ENV });
    if (saved.ADMIN_PASSWORD === undefined) delete process.env.ADMIN_PASSWORD;
    else process.env.ADMIN_PASSWORD = saved.ADMIN_PASSWORD;
  });

  it("has no default in production; development keeps the README's", () => {
    delete process.env.ADMIN_PASSWORD;
    Object.assign(process.env, { NODE_ENV: "production" });
    expect(getEnv().ADMIN_PASSWORD).toBeUndefined();
    Object.assign(process.env, { NODE_ENV: "development" });
    expect(getEnv().ADMIN_PASSWORD).toBe("ChangeMe!2026");
    process.env.ADMIN_PASSWORD = "Chosen!Passw0rd";
    expect(getEnv().ADMIN_PASSWORD).toBe("Chosen!Passw0rd");
  });
});

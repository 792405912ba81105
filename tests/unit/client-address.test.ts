import { afterEach, describe, expect, it, vi } from "vitest";
import {
  getClientAddress,
  TRUST_PROXY_REQUIRED_MESSAGE,
  trustedProxyCount,
  UNTRUSTED_ADDRESS,
} from "@/lib/auth/client-address";
import { register } from "@/instrumentation";

const withForwardedFor = (value?: string) =>
  new Request("http://localhost/", {
    headers: value === undefined ? {} : { "x-forwarded-for": value },
  });

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("client address", () => {
  // What reaches the app: the client's own header (forged), then one entry per trusted proxy.
  it.each([
    { proxies: "1", appended: ["198.51.100.7"], expected: "198.51.100.7" },
    { proxies: "2", appended: ["198.51.100.7", "10.0.0.2"], expected: "198.51.100.7" },
    {
      proxies: "3",
      appended: ["198.51.100.7", "203.0.113.9", "10.0.0.2"],
      expected: "198.51.100.7",
    },
  ])(
    "with TRUST_PROXY=$proxies a forged left-most entry does not change the address",
    ({ proxies, appended, expected }) => {
      vi.stubEnv("TRUST_PROXY", proxies);
      const forgeries = [undefined, "1.2.3.4", "1.2.3.4, 5.6.7.8", "unknown", "::1"];
      const seen = forgeries.map((forged) =>
        getClientAddress(withForwardedFor([forged, ...appended].filter(Boolean).join(", "))),
      );
      expect(new Set(seen)).toEqual(new Set([expected]));
    },
  );

  it("with TRUST_PROXY=0 a client-sent X-Forwarded-For is never believed", () => {
    vi.stubEnv("TRUST_PROXY", "0");
    // `next start` keeps the client's header, or puts the socket's address in when there is none.
    for (const header of [undefined, "1.2.3.4", "1.2.3.4, 5.6.7.8", "127.0.0.1"]) {
      expect(getClientAddress(withForwardedFor(header))).toBe(UNTRUSTED_ADDRESS);
    }
  });

  it("a request that skipped a proxy counts under its left-most entry, never under nothing", () => {
    vi.stubEnv("TRUST_PROXY", "2");
    expect(getClientAddress(withForwardedFor("198.51.100.7"))).toBe("198.51.100.7");
    expect(getClientAddress(withForwardedFor())).toBe(UNTRUSTED_ADDRESS);
  });

  it("production refuses to start without TRUST_PROXY, naming it and what to set", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("NEXT_RUNTIME", "nodejs");
    vi.stubEnv("NEXTAUTH_URL", "https://www.ams.example");
    vi.stubEnv("NEXTAUTH_SECRET", "k3J9s0dLq8vX2mN7pR4tY6wZ1aB5cE8f");
    vi.stubEnv("ADMIN_PASSWORD", "Owner!Passw0rd-2026");
    vi.stubEnv("TRUST_PROXY", "");
    const exit = vi.spyOn(process, "exit").mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await expect(register()).rejects.toThrow("exit 1");
      expect(log).toHaveBeenCalledWith(
        `[setup] The production configuration is incomplete:\n- ${TRUST_PROXY_REQUIRED_MESSAGE}`,
      );
      expect(TRUST_PROXY_REQUIRED_MESSAGE).toMatch(/^TRUST_PROXY must be set in production/);
      vi.stubEnv("TRUST_PROXY", "0");
      await expect(register()).resolves.toBeUndefined();
      expect(trustedProxyCount()).toBe(0);
      expect(exit).toHaveBeenCalledTimes(1);
    } finally {
      exit.mockRestore();
      log.mockRestore();
    }
  });

  it("the build and development need no TRUST_PROXY (and then trust no proxy)", () => {
    vi.stubEnv("TRUST_PROXY", "");
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("NEXT_PHASE", "phase-production-build");
    expect(trustedProxyCount()).toBe(0);
    vi.stubEnv("NEXT_PHASE", "");
    vi.stubEnv("NODE_ENV", "development");
    expect(trustedProxyCount()).toBe(0);
  });
});

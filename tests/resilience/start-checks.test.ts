import { expect, it } from "vitest";
import { startApp } from "./support/app";
import { call } from "./support/http";

// A production server does not guess how many proxies stand in front of it: without TRUST_PROXY
// it could not tell a forged X-Forwarded-For from a real one, so it stops at start and says why.

it("next start refuses to start without TRUST_PROXY, naming the variable", async () => {
  const started = startApp({ name: "no-trust-proxy", env: { TRUST_PROXY: "" } });
  await expect(started).rejects.toThrow(/exited early[\s\S]*TRUST_PROXY must be set in production/);
});

it("with TRUST_PROXY=0 it starts, and a forged X-Forwarded-For gets no fresh contact limit", async () => {
  const app = await startApp({ name: "trust-proxy-0", env: { TRUST_PROXY: "0" } });
  try {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const answer = await call(app.servers[0]!.url, "/api/contact/submit", {
        address: `203.0.113.${attempt}`,
        json: {
          name: "Forged Address",
          email: "forged@example.com",
          subject: `Forged ${attempt}`,
          message: "Each with a new address.",
        },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  } finally {
    await app.stop();
  }
});

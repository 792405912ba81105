import crypto from "node:crypto";
import { encode } from "next-auth/jwt";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getAuthSecret } from "@/lib/env";
import { encodeSessionToken, readSessionToken } from "@/lib/auth/session-token";

const signedIn = (token: string) =>
  new Request("http://localhost/api/admin/dashboard", {
    headers: { cookie: `next-auth.session-token=${token}` },
  });

describe("session token decoding", () => {
  afterEach(() => vi.restoreAllMocks());

  it("reads what next-auth encodes, and refuses expired, foreign and altered tokens", async () => {
    const token = await encodeSessionToken({ sub: "u1", sid: "s1", role: "admin" });
    expect(await readSessionToken(signedIn(token))).toMatchObject({ sub: "u1", sid: "s1" });

    const secret = getAuthSecret();
    // Past next-auth's 15 s of clock tolerance.
    const expired = await encode({ token: { sub: "u1", sid: "s1" }, secret, maxAge: -60 });
    expect(await readSessionToken(signedIn(expired))).toBeNull();
    const foreign = await encode({ token: { sub: "u1", sid: "s1" }, secret: `${secret}-other` });
    expect(await readSessionToken(signedIn(foreign))).toBeNull();
    const altered = `${token.slice(0, -4)}${token.endsWith("AAAA") ? "BBBB" : "AAAA"}`;
    expect(await readSessionToken(signedIn(altered))).toBeNull();
  });

  it("derives the encryption key once, not on every request", async () => {
    const tokens = await Promise.all(
      ["s1", "s2", "s3", "s4", "s5"].map((sid) => encodeSessionToken({ sub: "u1", sid })),
    );
    const perCall = vi.spyOn(crypto, "hkdf");
    const once = vi.spyOn(crypto, "hkdfSync");
    for (const token of tokens) expect(await readSessionToken(signedIn(token))).not.toBeNull();
    expect(perCall).not.toHaveBeenCalled();
    expect(once.mock.calls.length).toBeLessThanOrEqual(1);
  });
});

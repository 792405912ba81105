import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as forgot } from "@/app/api/auth/admin/forgot-password/route";
import { GET as verifyToken } from "@/app/api/auth/admin/verify-reset-token/[token]/route";
import { POST as resetPassword } from "@/app/api/auth/admin/reset-password/[token]/route";
import { GET as session } from "@/app/api/auth/admin/session/route";
import { hashResetToken, RESET_TOKEN_TTL_MS } from "@/lib/auth/password-reset";
import { databaseKind, useTestDatabase } from "../helpers/db";
import { createUser, signIn } from "../helpers/auth";
import { startFakeResend, type FakeResend } from "../helpers/fake-resend";
import { getRequest, jsonRequest } from "../helpers/requests";

const { getDb } = useTestDatabase();
let resend: FakeResend;
let address = 0;

beforeAll(async () => {
  resend = await startFakeResend();
  process.env.RESEND_API_KEY = "re_test_key";
  process.env.RESEND_BASE_URL = resend.url;
  process.env.NEXTAUTH_URL = "https://site.example";
});
afterAll(async () => {
  delete process.env.RESEND_API_KEY;
  delete process.env.RESEND_BASE_URL;
  delete process.env.NEXTAUTH_URL;
  await resend.close();
});
beforeEach(() => {
  resend.reset();
  vi.useRealTimers();
});

function fromNewAddress(request: Request): Request {
  address += 1;
  request.headers.set("x-forwarded-for", `10.2.${address >> 8}.${address & 255}`);
  return request;
}
const askForLink = (email: string, headers: Record<string, string> = {}) => {
  const request = fromNewAddress(jsonRequest("/api/auth/admin/forgot-password", "POST", { email }));
  for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
  return forgot(request, undefined);
};
const verify = (token: string) =>
  verifyToken(fromNewAddress(getRequest(`/api/auth/admin/verify-reset-token/${token}`)), {
    params: Promise.resolve({ token }),
  });
const reset = (token: string, password: string) =>
  resetPassword(
    fromNewAddress(jsonRequest(`/api/auth/admin/reset-password/${token}`, "POST", { password })),
    {
      params: Promise.resolve({ token }),
    },
  );

function linkFromLastMail(): string {
  const mail = resend.mails.at(-1);
  const match = mail?.body.text?.match(/https:\/\/site\.example\/reset-password\/([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no reset link in ${JSON.stringify(mail?.body)}`);
  return match[1];
}

describe(`password reset (${databaseKind()})`, () => {
  it("mails a link built from the site URL; verify, reset, old password and reused link refused", async () => {
    const user = await createUser({ role: "admin" });
    const cookie = await signIn(user.username, user.password);

    // A forged Host header must not change the link.
    const response = await askForLink(user.email.toUpperCase(), {
      host: "evil.example",
      "x-forwarded-host": "evil.example",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      message: "A password reset link has been sent to your email. Please check your inbox.",
    });
    expect(resend.mails).toHaveLength(1);
    expect(resend.mails[0]?.body.to).toEqual([user.email]);
    const token = linkFromLastMail();
    expect(token.length).toBeGreaterThanOrEqual(43); // 32 random bytes
    expect(resend.mails[0]?.body.html).toContain(`https://site.example/reset-password/${token}`);

    const db = await getDb();
    const stored = await db.passwordResetToken.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored.tokenHash).toBe(hashResetToken(token));
    expect(stored.tokenHash).not.toContain(token);

    expect((await verify(token)).status).toBe(200);
    expect((await reset(token, "short")).status).toBe(400);
    const done = await reset(token, "brand-new-pass");
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ message: "Password reset successfully" });

    // The reset ended the existing session; the old password no longer works, the new one does.
    expect((await session(getRequest("/api/auth/admin/session", cookie), undefined)).status).toBe(
      401,
    );
    await expect(signIn(user.username, user.password)).rejects.toThrow(/401/);
    await expect(signIn(user.username, "brand-new-pass")).resolves.toMatch(
      /next-auth\.session-token=/,
    );

    const reused = await reset(token, "another-pass-1");
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ message: "Invalid or expired reset link" });
    expect((await verify(token)).status).toBe(400);
  });

  it("refuses an expired link", async () => {
    const user = await createUser({ role: "user" });
    await askForLink(user.email);
    const token = linkFromLastMail();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(start + RESET_TOKEN_TTL_MS - 5_000);
    expect((await verify(token)).status).toBe(200);
    vi.setSystemTime(start + RESET_TOKEN_TTL_MS + 1_000);
    expect((await verify(token)).status).toBe(400);
    expect((await reset(token, "brand-new-pass")).status).toBe(400);
  });

  it("spends an older link when a newer one is issued", async () => {
    const user = await createUser({ role: "user" });
    await askForLink(user.email);
    const first = linkFromLastMail();
    await askForLink(user.email);
    const second = linkFromLastMail();
    expect((await verify(first)).status).toBe(400);
    expect((await verify(second)).status).toBe(200);
  });

  it("answers unknown and pending e-mails with the spec's messages and sends nothing", async () => {
    const pending = await createUser({ role: "pending" });
    const unknown = await askForLink("nobody@example.com");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: "Account not found" });
    const waiting = await askForLink(pending.email);
    expect(waiting.status).toBe(403);
    expect(await waiting.json()).toMatchObject({
      message:
        "Your account approval is still pending. Please wait for admin confirmation before requesting a password reset.",
    });
    expect(resend.mails).toHaveLength(0);
  });

  it("answers 502 'Failed to send reset email' when the mail service fails", async () => {
    const user = await createUser({ role: "user" });
    resend.failNext(1, 500);
    const response = await askForLink(user.email);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ message: "Failed to send reset email" });
  });

  it("refuses a weak new password with registration's message; the spec's minimum of 6 is checked first", async () => {
    const user = await createUser({ role: "user" });
    await askForLink(user.email);
    const token = linkFromLastMail();
    const tooShort = await reset(token, "abc");
    expect(tooShort.status).toBe(400);
    expect((await tooShort.json()).details[0]).toMatchObject({
      path: "password",
      msg: "Password must be at least 6 characters long",
    });
    const weak = await reset(token, "abcdefgh");
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({
      details: [{ path: "password", msg: "Password is too weak. Please use a stronger password." }],
    });
    // Nothing was spent: the link still works with a strong password.
    expect((await reset(token, "Strong!Passw0rd")).status).toBe(200);
  });

  it("in production without a mail provider answers 503 'E-mail is not configured', issues no link and logs none", async () => {
    const user = await createUser({ role: "user" });
    const logs = (["info", "warn", "error", "log"] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation(() => undefined),
    );
    let written = "";
    Object.assign(process.env, { NODE_ENV: "production" });
    delete process.env.RESEND_API_KEY;
    try {
      const response = await askForLink(user.email);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ message: "E-mail is not configured" });
    } finally {
      Object.assign(process.env, { NODE_ENV: "test", RESEND_API_KEY: "re_test_key" });
      written = logs.flatMap((spy) => spy.mock.calls.flat().map(String)).join("\n");
      for (const spy of logs) spy.mockRestore();
    }
    expect(written).toContain("e-mail is not configured");
    expect(written).not.toContain("reset-password/");
    expect(await (await getDb()).passwordResetToken.count({ where: { userId: user.id } })).toBe(0);
    expect(resend.mails).toHaveLength(0);
  });

  it.each(["not-a-token", "a".repeat(43), "../../etc/passwd"])(
    "refuses the made-up token %j",
    async (token) => {
      expect((await verify(token)).status).toBe(400);
    },
  );
});

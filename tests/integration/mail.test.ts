import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { escapeHtml, MailNotConfiguredError, sendMail } from "@/lib/mail";
import { startFakeResend, type FakeResend } from "../helpers/fake-resend";

let resend: FakeResend;
beforeAll(async () => {
  resend = await startFakeResend();
  process.env.RESEND_BASE_URL = resend.url;
});
afterAll(async () => {
  await resend.close();
  delete process.env.MAIL_FROM;
  delete process.env.RESEND_BASE_URL;
});
afterEach(() => {
  Object.assign(process.env, { NODE_ENV: "test" });
  delete process.env.RESEND_API_KEY;
  resend.reset();
  vi.restoreAllMocks();
});

describe("sendMail", () => {
  it("writes the mail to the log when no RESEND_API_KEY is set", async () => {
    const log = vi.spyOn(console, "info").mockImplementation(() => undefined);
    expect(await sendMail({ to: "a@example.com", subject: "Hello", text: "Body text" })).toEqual({
      id: "console",
      delivered: "console",
    });
    expect(log.mock.calls[0]?.[0]).toContain("Body text");
    expect(resend.mails).toHaveLength(0);
  });

  it("in production without RESEND_API_KEY sends nothing, logs that mail is not configured and never the mail", async () => {
    Object.assign(process.env, { NODE_ENV: "production" });
    const logs = (["info", "warn", "error", "log"] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation(() => undefined),
    );
    await expect(
      sendMail({
        to: "a@example.com",
        subject: "Reset",
        text: "Open https://site.example/reset-password/secret-token",
      }),
    ).rejects.toBeInstanceOf(MailNotConfiguredError);
    const written = logs.flatMap((spy) => spy.mock.calls.flat().map(String)).join("\n");
    expect(written).toContain("E-mail is not configured");
    expect(written).not.toContain("secret-token");
    expect(written).not.toContain("a@example.com");
    expect(resend.mails).toHaveLength(0);
  });

  it("sends through the Resend SDK with the key, sender, idempotency key and both bodies", async () => {
    process.env.RESEND_API_KEY = "re_key";
    process.env.MAIL_FROM = "AMS <noreply@example.com>";
    const result = await sendMail({
      to: "a@example.com",
      subject: "S",
      text: "T",
      html: "<p>T</p>",
      idempotencyKey: "abc",
    });
    expect(result).toEqual({ id: "fake-1", delivered: "resend" });
    expect(resend.mails[0]).toMatchObject({
      authorization: "Bearer re_key",
      idempotencyKey: "abc",
      // The SDK names itself; a hand-written request would not.
      userAgent: expect.stringMatching(/^resend-node:/),
      body: {
        from: "AMS <noreply@example.com>",
        to: ["a@example.com"],
        subject: "S",
        text: "T",
        html: "<p>T</p>",
      },
    });
  });

  it("throws a MailError with the status when Resend refuses", async () => {
    process.env.RESEND_API_KEY = "re_key";
    resend.failNext(1, 422);
    await expect(sendMail({ to: "a@example.com", subject: "S", text: "T" })).rejects.toMatchObject({
      name: "MailError",
      status: 422,
      message: "Mail service answered 422: Fake failure",
    });
  });

  it("throws a MailError when Resend cannot be reached", async () => {
    process.env.RESEND_API_KEY = "re_key";
    process.env.RESEND_BASE_URL = "http://127.0.0.1:9";
    await expect(sendMail({ to: "a@example.com", subject: "S", text: "T" })).rejects.toMatchObject({
      name: "MailError",
      message: "Mail service could not be reached",
    });
    process.env.RESEND_BASE_URL = resend.url;
  });

  it("gives up on a Resend that does not answer within RESEND_TIMEOUT_MS", async () => {
    process.env.RESEND_API_KEY = "re_key";
    process.env.RESEND_TIMEOUT_MS = "300";
    resend.delayAnswers(5_000);
    const started = Date.now();
    await expect(sendMail({ to: "a@example.com", subject: "S", text: "T" })).rejects.toMatchObject({
      name: "MailError",
      message: "Mail service did not answer in time",
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    delete process.env.RESEND_TIMEOUT_MS;
  });

  it("reads the base URL from the settings on each send", async () => {
    process.env.RESEND_API_KEY = "re_key";
    const other = await startFakeResend();
    try {
      process.env.RESEND_BASE_URL = `${other.url}/`;
      await sendMail({ to: "a@example.com", subject: "To the other", text: "T" });
      expect(other.mails.map((mail) => mail.body.subject)).toEqual(["To the other"]);
      expect(resend.mails).toHaveLength(0);
    } finally {
      process.env.RESEND_BASE_URL = resend.url;
      await other.close();
    }
  });

  it("escapes HTML", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;",
    );
  });
});

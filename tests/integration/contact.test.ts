import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as submitRoute } from "@/app/api/contact/submit/route";
import { GET as inboxRoute } from "@/app/api/admin/messages/route";
import { PATCH as markRoute } from "@/app/api/admin/messages/[id]/route";
import { POST as retryRoute } from "@/app/api/admin/messages/retry/route";
import { settleAfterTasks } from "../helpers/after-outside-next";
import { databaseKind, useTestDatabase } from "../helpers/db";
import { signedInAs } from "../helpers/auth";
import { startFakeResend, type FakeResend } from "../helpers/fake-resend";
import { getRequest, idContext, jsonRequest } from "../helpers/requests";

const { getDb } = useTestDatabase();
let resend: FakeResend;
let addressCounter = 0;

beforeAll(async () => {
  resend = await startFakeResend();
  process.env.RESEND_BASE_URL = resend.url;
  process.env.RESEND_API_KEY = "re_test_key";
  process.env.CONTACT_INBOX = "inbox@example.com";
});
afterAll(async () => {
  await resend.close();
  delete process.env.RESEND_API_KEY;
  delete process.env.RESEND_BASE_URL;
});
beforeEach(() => resend.reset());

const valid = {
  name: "Asha Rao",
  email: "asha@example.com",
  subject: "Campaign enquiry",
  message: "We would like to talk about a launch.",
};

/**
 * Each call comes from its own address unless one is given, so rate limits never interfere. The
 * answer is returned once the work after it (the inbox mail) is done, as a finished request.
 */
async function submit(body: unknown, address = `192.0.2.${++addressCounter}`) {
  const request = jsonRequest("/api/contact/submit", "POST", body);
  request.headers.set("x-forwarded-for", address);
  const response = await submitRoute(request, undefined);
  await settleAfterTasks();
  return response;
}

describe(`POST /api/contact/submit (${databaseKind()})`, () => {
  it("stores the message, mails the inbox with escaped HTML and answers success", async () => {
    const response = await submit({ ...valid, message: "Hi <script>alert(1)</script> & welcome" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      message: "Message sent successfully! We will get back to you soon.",
    });
    const db = await getDb();
    const stored = await db.contactMessage.findFirstOrThrow({
      where: { email: valid.email },
      orderBy: { createdAt: "desc" },
    });
    expect(stored).toMatchObject({ name: "Asha Rao", deliveryStatus: "sent", attempts: 1 });
    expect(resend.mails).toHaveLength(1);
    const mail = resend.mails[0]!;
    expect(mail.authorization).toBe("Bearer re_test_key");
    expect(mail.idempotencyKey).toBe(stored.id);
    expect(mail.body.to).toEqual(["inbox@example.com"]);
    expect(mail.body.html).toContain("Hi &lt;script&gt;alert(1)&lt;/script&gt; &amp; welcome");
    expect(mail.body.html).not.toContain("<script>");
    expect(mail.body.text).toContain("<script>alert(1)</script>");
  });

  it("trims values before checking and storing them", async () => {
    await submit({
      name: "  Ravi Kumar ",
      email: " ravi@example.com ",
      subject: "  Hello there ",
      message: "  A message of some length.  ",
    });
    const db = await getDb();
    expect(
      await db.contactMessage.findFirstOrThrow({ where: { email: "ravi@example.com" } }),
    ).toMatchObject({
      name: "Ravi Kumar",
      subject: "Hello there",
      message: "A message of some length.",
    });
  });

  it.each([
    ["name", undefined, "Name is required"],
    ["name", "   ", "Name is required"],
    ["name", "A", "Name must be at least 2 characters"],
    ["name", "A".repeat(100), "Name must be less than 100 characters"],
    ["name", "R2-D2", "Name can only contain letters and spaces"],
    ["email", "", "Email is required"],
    ["email", "not-an-email", "Please enter a valid email address"],
    ["email", "a@b", "Please enter a valid email address"],
    ["subject", "", "Subject is required"],
    ["subject", "Hey", "Subject must be at least 5 characters"],
    ["subject", "S".repeat(200), "Subject must be less than 200 characters"],
    ["message", "", "Message is required"],
    ["message", "Too short", "Message must be at least 10 characters"],
    ["message", "M".repeat(1000), "Message must be less than 1000 characters"],
  ])("%s = %j → 400 '%s'", async (field, value, msg) => {
    const response = await submit({ ...valid, [field]: value });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.success).toBe(false);
    expect(body.details).toEqual([{ path: field, msg }]);
  });

  it("accepts the longest allowed values", async () => {
    const response = await submit({
      ...valid,
      name: "A".repeat(99),
      subject: "S".repeat(199),
      message: "M".repeat(999),
    });
    expect(response.status).toBe(200);
  });

  it("answers a filled spam trap with success but stores and sends nothing", async () => {
    const db = await getDb();
    const before = await db.contactMessage.count();
    const response = await submit({ ...valid, website: "https://spam.example" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true });
    expect(await db.contactMessage.count()).toBe(before);
    expect(resend.mails).toHaveLength(0);
  });

  it("refuses malformed JSON, wrong types, unknown fields and oversized bodies with 4xx", async () => {
    expect((await submit("{oops")).status).toBe(400);
    const unknown = await submit({ ...valid, role: "admin" });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).details).toEqual([
      { path: "body", msg: 'Unrecognized key: "role"' },
    ]);
    expect((await submit({ ...valid, message: "x".repeat(40_000) })).status).toBe(413);
    const wrongType = await submit({ ...valid, name: 42 });
    expect(wrongType.status).toBe(400);
    expect((await wrongType.json()).details).toEqual([{ path: "name", msg: "Name is required" }]);
  });

  it("keeps the message when the mail fails, tells the visitor success, and a retry sends it exactly once", async () => {
    resend.failNext(1);
    const response = await submit({ ...valid, email: "retry@example.com" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true });
    const db = await getDb();
    const failed = await db.contactMessage.findFirstOrThrow({
      where: { email: "retry@example.com" },
    });
    expect(failed).toMatchObject({ deliveryStatus: "failed", attempts: 1 });
    expect(failed.lastError).toContain("500");

    const { cookie } = await signedInAs("admin");
    const retry = await retryRoute(
      jsonRequest("/api/admin/messages/retry", "POST", {}, cookie),
      undefined,
    );
    expect(await retry.json()).toEqual({ success: true, retried: 1, sent: 1, failed: 0 });
    expect(resend.mails).toHaveLength(1);
    expect(resend.mails[0]!.idempotencyKey).toBe(failed.id);
    expect(await db.contactMessage.findUniqueOrThrow({ where: { id: failed.id } })).toMatchObject({
      deliveryStatus: "sent",
      attempts: 2,
    });

    const again = await retryRoute(
      jsonRequest("/api/admin/messages/retry", "POST", {}, cookie),
      undefined,
    );
    expect(await again.json()).toMatchObject({ retried: 0 });
    expect(resend.mails).toHaveLength(1);
  });

  it("retries a message whose first send never ran, and leaves recent ones to their own send", async () => {
    const db = await getDb();
    const stale = await db.contactMessage.create({
      data: { ...valid, email: "stale@example.com", createdAt: new Date(Date.now() - 6 * 60_000) },
    });
    const recent = await db.contactMessage.create({
      data: { ...valid, email: "recent@example.com" },
    });
    const { cookie } = await signedInAs("admin");
    const retry = await retryRoute(
      jsonRequest("/api/admin/messages/retry", "POST", {}, cookie),
      undefined,
    );
    expect(await retry.json()).toEqual({ success: true, retried: 1, sent: 1, failed: 0 });
    expect(resend.mails.map((mail) => mail.idempotencyKey)).toEqual([stale.id]);
    expect(await db.contactMessage.findUniqueOrThrow({ where: { id: stale.id } })).toMatchObject({
      deliveryStatus: "sent",
      attempts: 1,
    });
    expect(await db.contactMessage.findUniqueOrThrow({ where: { id: recent.id } })).toMatchObject({
      deliveryStatus: "pending",
      attempts: 0,
    });
    await db.contactMessage.delete({ where: { id: recent.id } });
  });

  it("skips the mail when Email Notifications is off", async () => {
    const db = await getDb();
    await db.siteSettings.update({ where: { id: 1 }, data: { emailNotifications: false } });
    await submit({ ...valid, email: "quiet@example.com" });
    await db.siteSettings.update({ where: { id: 1 }, data: { emailNotifications: true } });
    expect(
      await db.contactMessage.findFirstOrThrow({ where: { email: "quiet@example.com" } }),
    ).toMatchObject({ deliveryStatus: "skipped" });
    expect(resend.mails).toHaveLength(0);
  });

  it("in production without a mail provider stores the message, marks it 'unconfigured' and logs no part of it", async () => {
    const logs = (["info", "warn", "error", "log"] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation(() => undefined),
    );
    let written = "";
    Object.assign(process.env, { NODE_ENV: "production" });
    delete process.env.RESEND_API_KEY;
    try {
      const response = await submit({
        ...valid,
        email: "unsent@example.com",
        message: "Private budget figures for the launch.",
      });
      expect(response.status).toBe(200);
    } finally {
      Object.assign(process.env, { NODE_ENV: "test", RESEND_API_KEY: "re_test_key" });
      written = logs.flatMap((spy) => spy.mock.calls.flat().map(String)).join("\n");
      for (const spy of logs) spy.mockRestore();
    }
    expect(written).toContain("E-mail is not configured");
    expect(written).not.toContain("Private budget figures");
    const db = await getDb();
    const stored = await db.contactMessage.findFirstOrThrow({
      where: { email: "unsent@example.com" },
    });
    expect(stored).toMatchObject({ deliveryStatus: "unconfigured", attempts: 0, lastError: null });
    expect(resend.mails).toHaveLength(0);

    // Shown in Messages with that state; a retry of failed mail leaves it alone.
    const { cookie } = await signedInAs("admin");
    const inbox = await (
      await inboxRoute(getRequest("/api/admin/messages?limit=100", cookie), undefined)
    ).json();
    expect(
      inbox.messages.find((message: { _id: string }) => message._id === stored.id),
    ).toMatchObject({ deliveryStatus: "unconfigured" });
    await retryRoute(jsonRequest("/api/admin/messages/retry", "POST", {}, cookie), undefined);
    expect(resend.mails).toHaveLength(0);
  });

  it("limits each address to 5 messages in 10 minutes with 429 and Retry-After", async () => {
    const address = "198.51.100.9";
    for (let i = 0; i < 5; i += 1) expect((await submit(valid, address)).status).toBe(200);
    const limited = await submit(valid, address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(500);
    expect(await limited.json()).toMatchObject({
      success: false,
      error: "Too many messages. Please try again later.",
    });
    expect((await submit(valid, "198.51.100.10")).status).toBe(200);
  });
});

describe(`contact inbox API (${databaseKind()})`, () => {
  it("lists messages with pagination and marks one read, for admins only", async () => {
    await submit({ ...valid, email: "inbox-test@example.com" });
    const { cookie } = await signedInAs("admin");
    const list = await inboxRoute(getRequest("/api/admin/messages?limit=2", cookie), undefined);
    expect(list.status).toBe(200);
    const body = await list.json();
    const db = await getDb();
    expect(body.pagination).toEqual({
      page: 1,
      limit: 2,
      total: await db.contactMessage.count(),
      pages: Math.ceil((await db.contactMessage.count()) / 2),
    });
    const first = body.messages[0];
    expect(first).toMatchObject({ email: "inbox-test@example.com", readAt: null });
    const marked = await markRoute(
      jsonRequest(`/api/admin/messages/${first._id}`, "PATCH", { read: true }, cookie),
      idContext(first._id),
    );
    expect(marked.status).toBe(200);
    expect((await marked.json()).readAt).not.toBeNull();
    const missing = await markRoute(
      jsonRequest("/api/admin/messages/nope", "PATCH", {}, cookie),
      idContext("nope"),
    );
    expect(missing.status).toBe(404);

    const { cookie: userCookie } = await signedInAs("user");
    expect(
      (await inboxRoute(getRequest("/api/admin/messages", userCookie), undefined)).status,
    ).toBe(403);
    expect((await inboxRoute(getRequest("/api/admin/messages"), undefined)).status).toBe(401);
  });
});

import { afterAll, describe, expect, it, vi } from "vitest";
import { startApp, type App } from "./support/app";
import { call, nextClientAddress } from "./support/http";

// A real `next start` in production: an unsafe configuration stops it at start with every
// problem named; a deploy without ADMIN_PASSWORD or a mail provider starts, has no superadmin
// with a guessable password, says so, and never writes a mail into its log.

describe("a production server's configuration", () => {
  it("refuses to start with an http public address, the example secret and a weak ADMIN_PASSWORD", async () => {
    const failure = await startApp({
      name: "bad-config",
      env: {
        NEXTAUTH_URL: "http://ams.example",
        NEXTAUTH_SECRET: "change-me-to-a-long-random-string",
        ADMIN_PASSWORD: "password",
      },
    }).then(
      (app) => app.stop().then(() => new Error("the server started")),
      (error: unknown) => error as Error,
    );
    expect(failure.message).toMatch(/exited early/);
    expect(failure.message).toContain("NEXTAUTH_URL must start with https://");
    expect(failure.message).toContain(
      "NEXTAUTH_SECRET is the public example value from .env.example",
    );
    expect(failure.message).toContain(
      "ADMIN_PASSWORD is refused (Password is too weak. Please use a stronger password.)",
    );
  });

  it("refuses to start without NEXTAUTH_SECRET", async () => {
    await expect(startApp({ name: "no-secret", env: { NEXTAUTH_SECRET: "" } })).rejects.toThrow(
      /NEXTAUTH_SECRET is not set: set it to 32 or more/,
    );
  });
});

describe("a production server without ADMIN_PASSWORD and without a mail provider", () => {
  let app: App | undefined;
  afterAll(async () => {
    await app?.stop();
  });

  it("creates no superadmin, says how to create one, refuses reset mails and keeps contact messages out of the log", async () => {
    app = await startApp({ name: "no-admin", env: { ADMIN_PASSWORD: "", RESEND_API_KEY: "" } });
    const server = app.servers[0]!;
    const sql = app.sql;
    expect(await app.sql("SELECT id FROM users")).toEqual([]);

    const login = await call(server.url, "/login");
    expect(login.status).toBe(200);
    expect(login.body).toContain("This site has no administrator yet.");
    expect(
      server.output().match(/This site has no administrator yet, and ADMIN_PASSWORD is not set/g),
    ).toHaveLength(1);
    expect(server.output()).toContain("npm run admin:create");

    const forgot = await call(server.url, "/api/auth/admin/forgot-password", {
      json: { email: "someone@example.com" },
      address: nextClientAddress(),
    });
    expect(forgot.status).toBe(503);
    expect(forgot.json).toMatchObject({ message: "E-mail is not configured" });

    const secret = "Our unannounced launch date is the 3rd";
    const contact = await call(server.url, "/api/contact/submit", {
      json: {
        name: "Asha Rao",
        email: "asha@example.com",
        subject: "Launch plans",
        message: secret,
      },
      address: nextClientAddress(),
    });
    expect(contact.status).toBe(200);
    // The notification is attempted after the visitor's answer, so its outcome lands a moment later.
    await vi.waitFor(
      async () =>
        expect(await sql("SELECT delivery_status FROM contact_messages")).toEqual([
          { delivery_status: "unconfigured" },
        ]),
      {
        timeout: 5_000,
        interval: 100,
      },
    );
    expect(server.output()).toContain("E-mail is not configured");
    expect(server.output()).not.toContain(secret);
    expect(app.resend.mails).toHaveLength(0);

    // Once an administrator exists, /login no longer says there is none.
    await app.sql(
      `INSERT INTO users (id, username, username_key, email, email_key, password_hash, role, status)
       VALUES (gen_random_uuid(), 'owner', 'owner', 'owner@example.com', 'owner@example.com', 'x', 'superadmin', 'active')`,
    );
    expect((await call(server.url, "/login")).body).not.toContain("no administrator yet");
  });
});

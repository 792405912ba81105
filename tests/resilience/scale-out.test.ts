import { afterAll, beforeAll, expect, it } from "vitest";
import { startApp, type App } from "./support/app";
import { call, login, loginSuperadmin, nextClientAddress } from "./support/http";
import { OTHER_PROJECT } from "./support/pages";

// Scale-out: two production servers on one PostgreSQL, as a serverless host or a load balancer
// runs them. Whatever one server learns (a session, a suspension, a failed login, a reset link,
// a rate-limit hit, an edit) the other must know at once: nothing that matters may live in one
// server's memory.

let app: App;
let a: string;
let b: string;
let adminCookie: string;

beforeAll(async () => {
  app = await startApp({ name: "scale-out", servers: 2 });
  a = app.servers[0]!.url;
  b = app.servers[1]!.url;
  adminCookie = await loginSuperadmin(a);
});

afterAll(async () => {
  await app?.stop();
});

/** An approved account made through the API (registered on one server, approved on the other). */
async function approvedUser(username: string, password = "Scale-Out-Pass-2026!") {
  const registered = await call(a, "/api/auth/admin/register", {
    address: nextClientAddress(),
    json: { username, email: `${username}@example.com`, password },
  });
  expect(registered.status, registered.body).toBe(201);
  const id = (registered.json as { user: { _id: string } }).user._id;
  const approved = await call(b, `/api/users/approve/${id}`, {
    method: "POST",
    json: { role: "user" },
    cookie: adminCookie,
  });
  expect(approved.status, approved.body).toBe(200);
  return { id, username, email: `${username}@example.com`, password };
}

it("a session made on one server works on the other and is refused on both once its user is suspended", async () => {
  const user = await approvedUser("roaming_user");
  const cookie = await login(a, user.username, user.password);
  for (const server of [a, b]) {
    const session = await call(server, "/api/auth/admin/session", { cookie });
    expect(session.status, `${server}: ${session.body}`).toBe(200);
    expect(session.json).toMatchObject({ authenticated: true, user: { username: user.username } });
  }
  const suspended = await call(b, `/api/users/status/${user.id}`, {
    method: "PUT",
    json: { status: "suspended" },
    cookie: adminCookie,
  });
  expect(suspended.status, suspended.body).toBe(200);
  // Right after: no grace period on either server (no per-server session cache).
  for (const server of [a, b]) {
    const session = await call(server, "/api/auth/admin/session", { cookie });
    expect(session.status, `${server}: ${session.body}`).toBe(401);
  }
  // And a new sign-in is refused on both.
  for (const server of [a, b]) {
    const again = await call(server, "/api/auth/admin/login", {
      address: nextClientAddress(),
      json: { username: user.username, password: user.password },
    });
    expect(again.status, again.body).not.toBe(200);
    expect(again.status).toBeLessThan(500);
  }
});

it("failed logins spread over both servers meet the same limit", async () => {
  const user = await approvedUser("guessed_user");
  const address = nextClientAddress();
  const statuses: number[] = [];
  // Five wrong passwords from one address, alternating servers: each counts toward one window.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const answer = await call(attempt % 2 === 0 ? a : b, "/api/auth/admin/login", {
      address,
      json: { username: user.username, password: `Wrong-Guess-${attempt}!` },
    });
    statuses.push(answer.status);
  }
  expect(statuses).toEqual([401, 401, 401, 401, 401]);
  // Now locked on both servers, even with the right password.
  for (const server of [a, b]) {
    const locked = await call(server, "/api/auth/admin/login", {
      address,
      json: { username: user.username, password: user.password },
    });
    expect(locked.status, `${server}: ${locked.body}`).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
  }
});

it("a reset link made on one server works on the other, once", async () => {
  const user = await approvedUser("forgetful_user");
  const requested = await call(a, "/api/auth/admin/forgot-password", {
    address: nextClientAddress(),
    json: { email: user.email },
  });
  expect(requested.status, requested.body).toBe(200);
  const mail = app.resend.mails.findLast((m) => [m.body.to].flat().includes(user.email));
  const token = /\/reset-password\/([\w-]+)/.exec(mail?.body.text ?? "")?.[1];
  expect(token, "reset link in the mail").toBeTruthy();

  const address = nextClientAddress();
  const verified = await call(b, `/api/auth/admin/verify-reset-token/${token}`, { address });
  expect(verified.status, verified.body).toBe(200);
  const reset = await call(b, `/api/auth/admin/reset-password/${token}`, {
    address,
    json: { password: "Brand-New-Pass-2026!" },
  });
  expect(reset.status, reset.body).toBe(200);
  await login(a, user.username, "Brand-New-Pass-2026!");
  const reused = await call(a, `/api/auth/admin/reset-password/${token}`, {
    address,
    json: { password: "Another-Pass-2026!" },
  });
  expect(reused.status, reused.body).toBe(400);
});

it("rate limits and edits are shared: nothing that matters lives in one server's memory", async () => {
  // The contact limit (5 per address per 10 minutes) counts across both servers.
  const address = nextClientAddress();
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const answer = await call(attempt % 2 === 0 ? a : b, "/api/contact/submit", {
      address,
      json: {
        name: "Shared Limit",
        email: "limit@example.com",
        subject: `Limit check ${attempt}`,
        message: "Counting across two servers.",
      },
    });
    statuses.push(answer.status);
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

  // An edit saved on one server is what the other serves from its API to staff at once (staff
  // read the database; anonymous reads come from each server's own data cache, as the pages do).
  const saved = await call(a, `/api/projects/${OTHER_PROJECT.id}`, {
    method: "PUT",
    json: { client: "Shared State Ltd" },
    cookie: adminCookie,
  });
  expect(saved.status, saved.body).toBe(200);
  const read = await call(b, `/api/projects/${OTHER_PROJECT.id}`, { cookie: adminCookie });
  expect(read.json).toMatchObject({ client: "Shared State Ltd" });

  // Signing out on one server ends the session on the other.
  const cookie = await loginSuperadmin(b);
  const out = await call(a, "/api/auth/admin/logout", { method: "POST", cookie });
  expect(out.status, out.body).toBeLessThan(300);
  const after = await call(b, "/api/auth/admin/session", { cookie });
  expect(after.status).toBe(401);
});

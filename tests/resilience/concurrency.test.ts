import { afterAll, beforeAll, expect, it } from "vitest";
import { startApp, type App } from "./support/app";
import { call, loginSuperadmin, nextClientAddress, type Answer } from "./support/http";

// Concurrency against a production server: the database decides, not a check-then-act in code.
// 50 registrations of one username make one account; 50 approvals of one user make one
// activity entry; no request fails with a 5xx.

const CONCURRENT = 50;

let app: App;
let base: string;

beforeAll(async () => {
  app = await startApp({ name: "concurrency" });
  base = app.servers[0]!.url;
});

afterAll(async () => {
  await app?.stop();
});

function countStatuses(answers: Answer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  return counts;
}

function register(username: string, index: number): Promise<Answer> {
  return call(base, "/api/auth/admin/register", {
    // Distinct visitors (the register limit is per address); same name, different e-mails, so
    // only the username can clash.
    address: nextClientAddress(),
    timeoutMs: 60_000,
    json: { username, email: `racer${index}@example.com`, password: "Race-Condition-2026!" },
  });
}

it(`${CONCURRENT} concurrent registrations of one username make exactly one account`, async () => {
  const answers = await Promise.all(
    Array.from({ length: CONCURRENT }, (_, index) => register("race_winner", index)),
  );
  const statuses = countStatuses(answers);
  expect(statuses, answers.find((a) => a.status >= 500)?.body).toEqual({
    201: 1,
    409: CONCURRENT - 1,
  });
  for (const answer of answers.filter((a) => a.status === 409)) {
    expect(answer.json).toMatchObject({ error: expect.stringMatching(/already exists/i) });
  }
  const rows = await app.sql<{ n: string }>(
    "SELECT count(*) AS n FROM users WHERE username_key = 'race_winner'",
  );
  expect(rows[0]?.n).toBe("1");
  const activity = await app.sql<{ n: string }>(
    "SELECT count(*) AS n FROM activities WHERE entity_type = 'user' AND entity_title = 'race_winner'",
  );
  expect(activity[0]?.n).toBe("1");
});

it(`${CONCURRENT} concurrent approvals of one user make one activity entry and no error`, async () => {
  const registered = await register("approve_me", 999);
  expect(registered.status, registered.body).toBe(201);
  const userId = (registered.json as { user: { _id: string } }).user._id;
  const cookie = await loginSuperadmin(base);
  const answers = await Promise.all(
    Array.from({ length: CONCURRENT }, () =>
      call(base, `/api/users/approve/${userId}`, {
        method: "POST",
        json: { role: "user" },
        cookie,
        timeoutMs: 60_000,
      }),
    ),
  );
  const statuses = countStatuses(answers);
  expect(statuses, answers.find((a) => a.status >= 500)?.body).toEqual({
    200: 1,
    409: CONCURRENT - 1,
  });
  const activity = await app.sql<{ action: string }>(
    "SELECT action FROM activities WHERE entity_type = 'user' AND entity_id = $1 AND action LIKE 'approved%'",
    [userId],
  );
  expect(activity).toEqual([{ action: "approved as user" }]);
  const user = await app.sql<{ role: string; status: string }>(
    "SELECT role, status FROM users WHERE id = $1",
    [userId],
  );
  expect(user).toEqual([{ role: "user", status: "active" }]);
});

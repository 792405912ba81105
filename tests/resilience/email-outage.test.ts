import { afterAll, beforeAll, expect, it } from "vitest";
import { startApp, type App } from "./support/app";
import { call, loginSuperadmin, nextClientAddress } from "./support/http";

/** Polls `read` until `done` holds (at most 30 s) and returns the last value read. */
async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// E-mail goes away: with the mail provider answering 500, a burst of contact submissions must
// all be stored and all answered with success; once the provider is back, the retry sends each
// notification exactly once (one Idempotency-Key per message), and a second retry sends nothing.

const SUBMISSIONS = 200;

let app: App;
let base: string;

beforeAll(async () => {
  app = await startApp({ name: "mail-outage" });
  base = app.servers[0]!.url;
});

afterAll(async () => {
  await app?.stop();
});

/** Names may hold letters and spaces only: 0 → "Visitor a", 27 → "Visitor bb". */
function visitorName(index: number): string {
  let letters = "";
  let n = index;
  do {
    letters = String.fromCharCode(97 + (n % 26)) + letters;
    n = Math.floor(n / 26);
  } while (n > 0);
  return `Visitor ${letters}`;
}

it(`stores and confirms ${SUBMISSIONS} concurrent messages while mail fails, then delivers each once`, async () => {
  app.resend.failNext(Number.MAX_SAFE_INTEGER, 500);
  // Each visitor from its own address, as real visitors are (the limit is per address).
  const answers = await Promise.all(
    Array.from({ length: SUBMISSIONS }, (_, index) =>
      call(base, "/api/contact/submit", {
        address: nextClientAddress(),
        timeoutMs: 60_000,
        json: {
          name: visitorName(index),
          email: `visitor${index}@example.com`,
          subject: `Burst message ${index}`,
          message: `Hello, this is message number ${index} of the burst.`,
        },
      }),
    ),
  );
  const statuses = answers.reduce<Record<number, number>>(
    (count, a) => ({ ...count, [a.status]: (count[a.status] ?? 0) + 1 }),
    {},
  );
  expect(statuses, answers.find((a) => a.status !== 200)?.body).toEqual({ 200: SUBMISSIONS });
  for (const answer of answers) expect(answer.json).toMatchObject({ success: true });

  // The notifications are sent after the answers: wait until every first try has been made.
  const rows = await waitFor(
    () =>
      app.sql<{ id: string; delivery_status: string }>(
        `SELECT id, delivery_status FROM contact_messages WHERE subject LIKE 'Burst message %'`,
      ),
    (found) =>
      found.length === SUBMISSIONS && found.every((row) => row.delivery_status !== "pending"),
  );
  expect(new Set(rows.map((row) => row.delivery_status))).toEqual(new Set(["failed"]));
  // Every first try reached the provider with the message's id as its key, and failed.
  expect(app.resend.attempts.filter((a) => a.status === 500)).toHaveLength(SUBMISSIONS);
  expect(app.resend.mails).toHaveLength(0);

  // The provider recovers; staff run the retry until nothing is left (50 per run, bounded).
  app.resend.failNext(0);
  const before = app.resend.attempts.length;
  const cookie = await loginSuperadmin(base);
  let retried = 0;
  for (let run = 0; run < 10; run += 1) {
    const answer = await call(base, "/api/admin/messages/retry", {
      method: "POST",
      cookie,
      timeoutMs: 60_000,
    });
    expect(answer.status, answer.body).toBe(200);
    const result = answer.json as { retried: number; sent: number };
    if (result.retried === 0) break;
    expect(result.sent).toBe(result.retried);
    retried += result.retried;
  }
  expect(retried).toBe(SUBMISSIONS);

  const sends = app.resend.attempts.slice(before);
  const keys = sends.map((a) => a.idempotencyKey);
  expect(sends).toHaveLength(SUBMISSIONS);
  expect(new Set(keys).size).toBe(SUBMISSIONS);
  expect(new Set(keys)).toEqual(new Set(rows.map((row) => row.id)));
  expect(app.resend.mails).toHaveLength(SUBMISSIONS);
  const stored = await app.sql<{ delivery_status: string; n: string }>(
    `SELECT delivery_status, count(*) AS n FROM contact_messages WHERE subject LIKE 'Burst message %' GROUP BY 1`,
  );
  expect(stored).toEqual([{ delivery_status: "sent", n: String(SUBMISSIONS) }]);

  // A second retry finds nothing and sends nothing.
  const again = await call(base, "/api/admin/messages/retry", { method: "POST", cookie });
  expect(again.json).toMatchObject({ retried: 0, sent: 0 });
  expect(app.resend.attempts.length).toBe(before + SUBMISSIONS);
});

it("answers the visitor without waiting for a slow mail provider, and the mail still arrives once", async () => {
  app.resend.reset();
  app.resend.delayAnswers(5_000);
  try {
    const answer = await call(base, "/api/contact/submit", {
      address: nextClientAddress(),
      json: {
        name: "Patient Visitor",
        email: "slow@example.com",
        subject: "Slow provider",
        message: "The mail provider takes its time today.",
      },
    });
    expect(answer.status, answer.body).toBe(200);
    // Well under the provider's 5 s: the answer did not wait for the mail.
    expect(answer.ms).toBeLessThan(2_500);
    const [stored] = await app.sql<{ id: string }>(
      `SELECT id FROM contact_messages WHERE subject = 'Slow provider'`,
    );
    const [row] = await waitFor(
      () =>
        app.sql<{ delivery_status: string; attempts: number }>(
          `SELECT delivery_status, attempts FROM contact_messages WHERE id = $1`,
          [stored!.id],
        ),
      (found) => found[0]?.delivery_status === "sent",
    );
    expect(row).toEqual({ delivery_status: "sent", attempts: 1 });
    expect(app.resend.mails.map((mail) => mail.idempotencyKey)).toEqual([stored!.id]);
  } finally {
    app.resend.delayAnswers(0);
  }
});

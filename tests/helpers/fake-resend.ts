import { listen, sendJson } from "./http-server";

// A fake of Resend's REST API (POST /emails). It records what it receives; tests can make it fail
// and read the mails back. GET /emails lists them as JSON (for e2e specs reading reset links).

export type ReceivedMail = {
  id: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  userAgent: string | undefined;
  body: {
    from?: string;
    to?: string | string[];
    subject?: string;
    text?: string;
    html?: string;
    [key: string]: unknown;
  };
};

export type FakeResend = {
  url: string;
  mails: ReceivedMail[];
  /** Every POST /emails, accepted or not, in order (to count sends per Idempotency-Key). */
  attempts: { idempotencyKey: string | undefined; status: number }[];
  /** Answer the next `count` sends with this status (e.g. 500) instead of accepting them. */
  failNext(count: number, status?: number): void;
  /** Answer every send only after this many milliseconds (a slow provider); 0 for at once. */
  delayAnswers(ms: number): void;
  reset(): void;
  close(): Promise<void>;
};

export async function startFakeResend(options: { port?: number } = {}): Promise<FakeResend> {
  const mails: ReceivedMail[] = [];
  const attempts: FakeResend["attempts"] = [];
  let failures = 0;
  let failureStatus = 500;
  let counter = 0;
  let delayMs = 0;
  const server = await listen(options.port ?? 0, async (request, body, response) => {
    const path = (request.url ?? "/").split("?")[0];
    if (request.method === "GET" && path === "/emails")
      return sendJson(response, 200, { data: mails });
    if (request.method !== "POST" || path !== "/emails")
      return sendJson(response, 404, { message: "Not found" });
    const attemptKey = request.headers["idempotency-key"];
    const attempt = {
      idempotencyKey: Array.isArray(attemptKey) ? attemptKey[0] : attemptKey,
      status: 200,
    };
    attempts.push(attempt);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (failures > 0) {
      failures -= 1;
      attempt.status = failureStatus;
      return sendJson(response, failureStatus, {
        statusCode: failureStatus,
        name: "application_error",
        message: "Fake failure",
      });
    }
    let parsed: ReceivedMail["body"];
    try {
      parsed = JSON.parse(body) as ReceivedMail["body"];
    } catch {
      attempt.status = 422;
      return sendJson(response, 422, {
        statusCode: 422,
        name: "validation_error",
        message: "Invalid JSON",
      });
    }
    const key = request.headers["idempotency-key"];
    const idempotencyKey = Array.isArray(key) ? key[0] : key;
    // Like Resend: a repeated idempotency key returns the first answer and sends nothing new.
    const earlier = idempotencyKey
      ? mails.find((mail) => mail.idempotencyKey === idempotencyKey)
      : undefined;
    if (earlier) return sendJson(response, 200, { id: earlier.id });
    counter += 1;
    const mail: ReceivedMail = {
      id: `fake-${counter}`,
      authorization: request.headers.authorization,
      idempotencyKey,
      userAgent: request.headers["user-agent"],
      body: parsed,
    };
    mails.push(mail);
    sendJson(response, 200, { id: mail.id });
  });
  return {
    url: server.url,
    mails,
    attempts,
    failNext: (count, status = 500) => {
      failures = count;
      failureStatus = status;
    },
    delayAnswers: (ms) => {
      delayMs = ms;
    },
    reset: () => {
      delayMs = 0;
      mails.length = 0;
      attempts.length = 0;
      failures = 0;
    },
    close: server.close,
  };
}

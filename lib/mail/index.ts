import "server-only";
import { getEnv } from "@/lib/env";

export type MailMessage = {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Resend's Idempotency-Key: a retry with the same key is never delivered twice. */
  idempotencyKey?: string;
};

export type MailResult = { id: string; delivered: "resend" | "console" };

export class MailError extends Error {
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.name = "MailError";
    this.status = status;
  }
}

/** Production without a mail provider: nothing can be sent, and nothing is written in its place. */
export class MailNotConfiguredError extends MailError {
  constructor() {
    super("E-mail is not configured");
    this.name = "MailNotConfiguredError";
  }
}

const SEND_TIMEOUT_MS = 10_000;

/** Whether mail can go out: through Resend, or (outside production only) into the server log. */
export function isMailConfigured(): boolean {
  const env = getEnv();
  return !!env.RESEND_API_KEY || env.NODE_ENV !== "production";
}

/**
 * Sends one e-mail through Resend's REST API (RESEND_BASE_URL). Without RESEND_API_KEY, a
 * development server writes the mail to its log instead; a production server never does (a
 * reset link in a log is a way into the account) and throws MailNotConfiguredError.
 * Throws MailError on failure.
 */
export async function sendMail(message: MailMessage): Promise<MailResult> {
  const env = getEnv();
  if (!env.RESEND_API_KEY) {
    if (env.NODE_ENV === "production") {
      console.warn("[mail] E-mail is not configured (RESEND_API_KEY is not set): a mail was not sent.");
      throw new MailNotConfiguredError();
    }
    console.info(
      `[mail] RESEND_API_KEY is not set; not sending.\nTo: ${[message.to].flat().join(", ")}\nSubject: ${message.subject}\n\n${message.text}`,
    );
    return { id: "console", delivered: "console" };
  }
  let response: Response;
  try {
    response = await fetch(`${env.RESEND_BASE_URL.replace(/\/+$/, "")}/emails`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${env.RESEND_API_KEY}`,
        "content-type": "application/json",
        ...(message.idempotencyKey ? { "idempotency-key": message.idempotencyKey } : {}),
      },
      body: JSON.stringify({
        from: env.MAIL_FROM,
        to: [message.to].flat(),
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.replyTo ? { reply_to: message.replyTo } : {}),
      }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      cache: "no-store",
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    throw new MailError(timedOut ? "Mail service did not answer in time" : "Mail service could not be reached");
  }
  const body = (await response.json().catch(() => null)) as { id?: unknown; message?: unknown } | null;
  if (!response.ok) {
    const detail = typeof body?.message === "string" ? `: ${body.message.slice(0, 200)}` : "";
    throw new MailError(`Mail service answered ${response.status}${detail}`, response.status);
  }
  return { id: typeof body?.id === "string" ? body.id : "unknown", delivered: "resend" };
}

/** Escapes text for an HTML mail body: user input never becomes markup. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

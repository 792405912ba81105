import "server-only";
import { Resend } from "resend";
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

/** Whether mail can go out: through Resend, or (outside production only) into the server log. */
export function isMailConfigured(): boolean {
  const env = getEnv();
  return !!env.RESEND_API_KEY || env.NODE_ENV !== "production";
}

/**
 * Sends one e-mail through the Resend SDK (to RESEND_BASE_URL). Without RESEND_API_KEY, a
 * development server writes the mail to its log instead; a production server never does (a
 * reset link in a log is a way into the account) and throws MailNotConfiguredError.
 * Throws MailError on failure, and when Resend does not answer within RESEND_TIMEOUT_MS.
 */
export async function sendMail(message: MailMessage): Promise<MailResult> {
  const env = getEnv();
  if (!env.RESEND_API_KEY) {
    if (env.NODE_ENV === "production") {
      console.warn(
        "[mail] E-mail is not configured (RESEND_API_KEY is not set): a mail was not sent.",
      );
      throw new MailNotConfiguredError();
    }
    console.info(
      `[mail] RESEND_API_KEY is not set; not sending.\nTo: ${[message.to].flat().join(", ")}\nSubject: ${message.subject}\n\n${message.text}`,
    );
    return { id: "console", delivered: "console" };
  }
  // Built per mail from the validated settings: the SDK would otherwise read process.env itself.
  const resend = new Resend(env.RESEND_API_KEY, {
    baseUrl: env.RESEND_BASE_URL.replace(/\/+$/, ""),
  });
  // The SDK turns every failure into a returned error, an abort included; the signal bounds a hung request.
  const signal = AbortSignal.timeout(env.RESEND_TIMEOUT_MS);
  const { data, error, headers } = await resend.emails.send(
    {
      from: env.MAIL_FROM,
      to: [message.to].flat(),
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    },
    { idempotencyKey: message.idempotencyKey, signal },
  );
  if (!error) return { id: data.id, delivered: "resend" };
  if (signal.aborted) throw new MailError("Mail service did not answer in time");
  // No headers: no answer came back at all (refused connection, DNS, reset).
  if (!headers) throw new MailError("Mail service could not be reached");
  const status = error.statusCode ?? undefined;
  throw new MailError(
    `Mail service answered ${status ?? "an error"}: ${error.message.slice(0, 200)}`,
    status,
  );
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

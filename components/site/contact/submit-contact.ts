import type { ContactFormValues } from "@/lib/validations/contact";

// Spec section 8: the contact form's outcomes and their exact texts.
export const CONTACT_MESSAGES = {
  successTitle: "Success!",
  successText: "Message sent successfully! We will get back to you soon.",
  validationTitle: "Validation Error",
  validationFallback: "There are errors in your form submission. Please check the fields.",
  errorTitle: "Error",
  errorFallback: "Failed to send message. Please try again.",
  connectionTitle: "Connection Error",
  connectionText: "Failed to send message. Please check your connection and try again.",
} as const;

export type ContactOutcome =
  | { kind: "success" }
  | { kind: "validation"; details: Array<{ path: string; msg: string }>; message: string }
  | { kind: "error"; message: string }
  | { kind: "network" };

type SubmitResponse = {
  success?: boolean;
  details?: Array<{ path?: unknown; msg?: unknown }>;
  error?: unknown;
  message?: unknown;
};

/** POST /api/contact/submit (no auth) and map the answer onto the spec's outcomes. */
export async function submitContact(values: ContactFormValues): Promise<ContactOutcome> {
  let response: Response;
  try {
    response = await fetch("/api/contact/submit", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      credentials: "include",
      body: JSON.stringify(values),
    });
  } catch {
    return { kind: "network" };
  }
  const body = (await response.json().catch(() => ({}))) as SubmitResponse;
  if (response.ok && body.success !== false) return { kind: "success" };
  if (Array.isArray(body.details) && body.details.length > 0) {
    const details = body.details
      .filter((item) => typeof item.path === "string" && typeof item.msg === "string")
      .map((item) => ({ path: item.path as string, msg: item.msg as string }));
    return { kind: "validation", details, message: CONTACT_MESSAGES.validationFallback };
  }
  const message = typeof body.error === "string" && body.error ? body.error : CONTACT_MESSAGES.errorFallback;
  return { kind: "error", message };
}

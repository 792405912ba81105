import { ApiError, callApi } from "@/lib/api-client";
import type { ContactFormValues } from "@/lib/validations/contact";

// The contact form's outcomes and the exact texts the visitor sees for each.
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

/** POST /api/contact/submit (no auth) and map the answer onto the form's outcomes. */
export async function submitContact(values: ContactFormValues): Promise<ContactOutcome> {
  try {
    await callApi("/api/contact/submit", { method: "POST", body: values });
    return { kind: "success" };
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: "network" };
    if (error.details.length > 0)
      return {
        kind: "validation",
        details: error.details,
        message: CONTACT_MESSAGES.validationFallback,
      };
    return { kind: "error", message: error.message || CONTACT_MESSAGES.errorFallback };
  }
}

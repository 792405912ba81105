import { z } from "zod";

// public-site.md section 5: checked on trimmed values, one message per field (the first rule
// that fails), shared by the contact form's resolver and POST /api/contact/submit.
const NAME_PATTERN = /^[\p{L}\s]+$/u;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function requiredText(label: string, min: number, below: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .min(min, { error: `${label} must be at least ${min} characters`, abort: true })
    .max(below - 1, { error: `${label} must be less than ${below} characters`, abort: true });
}

export const contactSchema = z.strictObject({
  name: requiredText("Name", 2, 100).regex(NAME_PATTERN, "Name can only contain letters and spaces"),
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, { error: "Email is required", abort: true })
    .max(254, { error: "Please enter a valid email address", abort: true })
    .regex(EMAIL_PATTERN, "Please enter a valid email address"),
  subject: requiredText("Subject", 5, 200),
  message: requiredText("Message", 10, 1000),
  // Spam trap: a field people never see (hidden in the form). Bots that fill it are answered
  // as if all went well, so they learn nothing (see POST /api/contact/submit).
  website: z.string().max(0).optional(),
});

export type ContactInput = z.infer<typeof contactSchema>;
/** What the form holds before validation (the resolver's input type). */
export type ContactFormValues = z.input<typeof contactSchema>;

import * as z from "zod/mini";

import "./zod-jitless";

// The contact form's rules: checked on trimmed values, one message per field (the first rule
// that fails), shared by the contact form's resolver and POST /api/contact/submit.
// Built with zod/mini because it ships to the browser on public pages: the same checks as classic
// zod's `.trim().min().max().regex()`, but only the parts used here end up in the bundle.
const NAME_PATTERN = /^[\p{L}\s]+$/u;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function requiredText(label: string, min: number, below: number) {
  return z.string({ error: `${label} is required` }).check(
    z.trim(),
    z.minLength(1, { error: `${label} is required`, abort: true }),
    z.minLength(min, { error: `${label} must be at least ${min} characters`, abort: true }),
    z.maxLength(below - 1, {
      error: `${label} must be less than ${below} characters`,
      abort: true,
    }),
  );
}

export const contactSchema = z.strictObject({
  name: requiredText("Name", 2, 100).check(
    z.regex(NAME_PATTERN, "Name can only contain letters and spaces"),
  ),
  email: z
    .string({ error: "Email is required" })
    .check(
      z.trim(),
      z.minLength(1, { error: "Email is required", abort: true }),
      z.maxLength(254, { error: "Please enter a valid email address", abort: true }),
      z.regex(EMAIL_PATTERN, "Please enter a valid email address"),
    ),
  subject: requiredText("Subject", 5, 200),
  message: requiredText("Message", 10, 1000),
  // Spam trap: a field people never see (hidden in the form). Bots that fill it are answered
  // as if all went well, so they learn nothing (see POST /api/contact/submit).
  website: z.optional(z.string().check(z.maxLength(0))),
});

export type ContactInput = z.infer<typeof contactSchema>;
/** What the form holds before validation (the resolver's input type). */
export type ContactFormValues = z.input<typeof contactSchema>;

import { z } from "./zod";
import { AppError, type FieldIssue } from "@/lib/errors/app-error";

// Schemas built with zod/mini (the ones that also ship to the browser, e.g. the contact form's)
// register no locale of their own: zod's English messages ("Unrecognized key: ...") are set here,
// where the server parses input, whichever kind of schema is built first.
z.config(z.locales.en());

/**
 * Validates any input with a shared schema (classic zod or zod/mini): 400 with
 * `details: [{ path, msg }]` when invalid.
 */
export function parseInput<T>(schema: z.core.$ZodType<T>, input: unknown): T {
  // PostgreSQL text cannot hold NUL; refused here rather than failing in the database (a 500).
  const nulPath = findNulCharacter(input);
  if (nulPath !== null) {
    throw new AppError(400, "Validation failed", {
      code: "VALIDATION_ERROR",
      details: [{ path: nulPath || "body", msg: "Text must not contain NUL characters" }],
    });
  }
  const parsed = z.safeParse(schema, input);
  if (parsed.success) return parsed.data;
  throw new AppError(400, "Validation failed", {
    code: "VALIDATION_ERROR",
    details: issuesToDetails(parsed.error),
  });
}

/** The path of the first string (value or key) holding U+0000, or null. Iterative: input may be deeply nested. */
function findNulCharacter(input: unknown): string | null {
  const stack: [unknown, string][] = [[input, ""]];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === "string") {
      if (value.includes("\u0000")) return path;
    } else if (value !== null && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes("\u0000")) return path;
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}

function issuesToDetails(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.join(".") || "body",
    msg: issue.message,
  }));
}

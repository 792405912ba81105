import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

import type { ApiError } from "@/lib/api-client";

/** Puts the server's field issues (400 details) under the matching form fields. */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: ApiError,
  fields: readonly Path<T>[],
): void {
  for (const issue of error.details) {
    const field = fields.find((name) => name === issue.path || issue.path.startsWith(`${name}.`));
    if (field) setError(field, { type: "server", message: issue.msg });
  }
}

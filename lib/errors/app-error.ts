import { codeForStatus, type ErrorCode } from "./codes";

/** One invalid field: where it is in the input, and what is wrong with it. */
export type FieldIssue = { path: string; msg: string };

type AppErrorOptions = {
  code?: ErrorCode;
  details?: FieldIssue[];
  headers?: Record<string, string>;
};

/**
 * The one error type the server throws for a failure the caller should hear about: a status, a
 * message fit to show, and a code from ERROR_CODES (the status's general one unless given).
 * Thrown anywhere in lib/; the HTTP layer turns it into the JSON error body.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly details: FieldIssue[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(status: number, message: string, { code, details, headers }: AppErrorOptions = {}) {
    super(message);
    this.name = "AppError";
    this.status = status;
    this.code = code ?? codeForStatus(status);
    this.details = details;
    this.headers = headers;
  }
}

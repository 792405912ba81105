const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  // Prisma: can't reach, timed out, closed connection, no pool slot in time
  "P1001",
  "P1002",
  "P1017",
  "P2024",
  // Driver adapter error kinds (meta.driverAdapterError.cause.kind)
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
]);
// "timeout expired" is pg's own message when a connection's handshake runs out of time.
const UNAVAILABLE_MESSAGE =
  /Can't reach database|connect ECONNREFUSED|Connection terminated|timeout exceeded when trying to connect|Query read timeout|Server has closed the connection|Connection closed|Client has encountered a connection error|^timeout expired$/i;

/**
 * Whether an error means "the database cannot be reached right now" (503, try again) rather than
 * a bug (500). Prisma wraps driver errors, so the chain (cause, driver adapter error) is searched.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0 && seen.size < 10) {
    const current = pending.pop();
    if (!current || typeof current !== "object" || seen.has(current)) continue;
    seen.add(current);
    const { code, kind, message, cause, meta } = current as {
      code?: unknown;
      kind?: unknown;
      message?: unknown;
      cause?: unknown;
      meta?: { driverAdapterError?: unknown };
    };
    if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof kind === "string" && UNAVAILABLE_CODES.has(kind)) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGE.test(message)) return true;
    pending.push(cause, meta?.driverAdapterError);
  }
  return false;
}

// What the browser keeps about the sign-in (localStorage). It only drives the client panels; the
// real session is the httpOnly cookie, checked by the server on every request.
export const AUTH_KEYS = {
  status: "auth_status",
  timestamp: "auth_timestamp",
  timeout: "session_timeout",
  token: "auth_token",
} as const;
export const PENDING_SESSION_KEY = "pendingApprovalSession";
/** The session length assumed when the server sent none: the server's own default. */
export const DEFAULT_SESSION_TIMEOUT_MS = 24 * 60 * 60 * 1000;
export const PENDING_SESSION_MS = 15_000;

export type StoredAuth =
  { kind: "none" } | { kind: "invalid" } | { kind: "ok"; timestamp: number; timeout: number };

export function markSignedIn(sessionTimeout?: number): void {
  safely(() => {
    localStorage.setItem(AUTH_KEYS.status, "authenticated");
    localStorage.setItem(AUTH_KEYS.timestamp, String(Date.now()));
    if (sessionTimeout && Number.isFinite(sessionTimeout))
      localStorage.setItem(AUTH_KEYS.timeout, String(sessionTimeout));
  });
}

export function clearStoredAuth(): void {
  safely(() => {
    for (const key of Object.values(AUTH_KEYS)) localStorage.removeItem(key);
  });
}

export function readStoredAuth(): StoredAuth {
  return (
    safely(() => {
      if (localStorage.getItem(AUTH_KEYS.status) !== "authenticated")
        return { kind: "none" } as const;
      const timestamp = Number(localStorage.getItem(AUTH_KEYS.timestamp));
      const rawTimeout = localStorage.getItem(AUTH_KEYS.timeout);
      const timeout = rawTimeout === null ? DEFAULT_SESSION_TIMEOUT_MS : Number(rawTimeout);
      if (
        !Number.isFinite(timestamp) ||
        timestamp <= 0 ||
        !Number.isFinite(timeout) ||
        timeout <= 0
      ) {
        return { kind: "invalid" } as const;
      }
      return { kind: "ok", timestamp, timeout } as const;
    }) ?? { kind: "none" }
  );
}

export function isStoredAuthExpired(stored: StoredAuth, now = Date.now()): boolean {
  return stored.kind === "ok" && now - stored.timestamp > stored.timeout;
}

export type PendingSession = { pendingSessionToken: string; timestamp: number };

export function storePendingSession(token: string): void {
  safely(() =>
    sessionStorage.setItem(
      PENDING_SESSION_KEY,
      JSON.stringify({ pendingSessionToken: token, timestamp: Date.now() }),
    ),
  );
}

export function readPendingSession(): PendingSession | null {
  return (
    safely(() => {
      const parsed = JSON.parse(
        sessionStorage.getItem(PENDING_SESSION_KEY) ?? "null",
      ) as Partial<PendingSession> | null;
      if (
        !parsed ||
        typeof parsed.pendingSessionToken !== "string" ||
        typeof parsed.timestamp !== "number"
      )
        return null;
      return { pendingSessionToken: parsed.pendingSessionToken, timestamp: parsed.timestamp };
    }) ?? null
  );
}

export function clearPendingSession(): void {
  safely(() => sessionStorage.removeItem(PENDING_SESSION_KEY));
}

// Storage can be unavailable (private mode, blocked cookies); the panels then just see nothing.
function safely<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}

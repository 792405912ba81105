"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { usePathname, useRouter } from "next/navigation";
import { LoaderCircleIcon, ShieldAlertIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { clearStoredAuth, isStoredAuthExpired, markSignedIn, readStoredAuth } from "./stored-auth";

export const SESSION_RECHECK_MS = 5 * 60 * 1000;
const DENIED_REDIRECT_MS = 3_000;
const EXPIRED_REDIRECT_MS = 5_000;

type GuardState =
  | { kind: "verifying" }
  | { kind: "ok" }
  | { kind: "denied"; message: string }
  | { kind: "expired"; message: string };

export type SessionGuardProps = {
  children: React.ReactNode;
  /**
   * True when the server already checked the session for this render (the portal layout calls
   * requirePageViewer first): the children show at once and the guard only re-checks.
   */
  serverVerified?: boolean;
  /** Where to send people without a session (default /login); `from` is added. */
  loginPath?: string;
  /** How often the session is re-checked against GET /api/auth/admin/session (default 5 min). */
  recheckMs?: number;
};

/**
 * The client guard panels (Verifying Authentication, Access Denied, session expired)
 * on top of the real session: it asks the server, never trusts the stored flags alone.
 */
export function SessionGuard({
  children,
  serverVerified = false,
  loginPath = "/login",
  recheckMs = SESSION_RECHECK_MS,
}: SessionGuardProps) {
  const router = useRouter();
  const pathname = usePathname();
  const [state, setState] = useState<GuardState>(
    serverVerified ? { kind: "ok" } : { kind: "verifying" },
  );
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const toLogin = useCallback(
    (delay: number) => {
      clearTimeout(redirectTimer.current);
      redirectTimer.current = setTimeout(() => {
        clearStoredAuth();
        router.replace(`${loginPath}?from=${encodeURIComponent(pathname || "/ams-admin")}`);
      }, delay);
    },
    [loginPath, pathname, router],
  );

  const verify = useCallback(
    async (reason: "initial" | "recheck" | "retry") => {
      if (reason === "retry") setState({ kind: "verifying" });
      const stored = readStoredAuth();
      if (isStoredAuthExpired(stored)) {
        setState({ kind: "expired", message: "Session expired. Redirecting to login..." });
        toLogin(EXPIRED_REDIRECT_MS);
        return;
      }
      let response: Response;
      try {
        response = await fetch("/api/auth/admin/session", {
          credentials: "same-origin",
          cache: "no-store",
        });
      } catch {
        // A network hiccup is not a sign-out: keep the page on a re-check, offer Retry otherwise.
        if (reason !== "recheck") {
          setState({ kind: "denied", message: "Could not verify your session." });
          toLogin(DENIED_REDIRECT_MS);
        }
        return;
      }
      if (response.ok) {
        // Signed in through next-auth's own page: keep the browser's stored sign-in values in step.
        if (stored.kind !== "ok") markSignedIn();
        clearTimeout(redirectTimer.current);
        setState({ kind: "ok" });
        return;
      }
      if (reason === "recheck" || stored.kind === "ok") {
        setState({ kind: "expired", message: "Session expired. Redirecting to login..." });
        toLogin(EXPIRED_REDIRECT_MS);
        return;
      }
      const message =
        stored.kind === "invalid"
          ? "Invalid session data. Redirecting to login..."
          : stored.kind === "none"
            ? "No session data found. Redirecting to login..."
            : "Authentication required";
      setState({ kind: "denied", message });
      toLogin(DENIED_REDIRECT_MS);
    },
    [toLogin],
  );

  useEffect(() => {
    // Deferred so the first check never blocks hydration.
    const first = setTimeout(() => void verify(serverVerified ? "recheck" : "initial"), 0);
    const interval = setInterval(() => void verify("recheck"), recheckMs);
    return () => {
      clearTimeout(first);
      clearInterval(interval);
      clearTimeout(redirectTimer.current);
    };
  }, [verify, recheckMs, serverVerified]);

  if (state.kind === "ok") return <>{children}</>;
  return (
    <div className="bg-background flex min-h-dvh items-center justify-center p-4">
      <Card className="w-full max-w-md">
        <CardContent className="grid justify-items-center gap-4 text-center">
          {state.kind === "verifying" ? (
            <div role="status" className="grid justify-items-center gap-3">
              <LoaderCircleIcon
                aria-hidden="true"
                className="size-10 animate-spin text-[var(--brand-text)]"
              />
              <h2 className="text-xl font-semibold">Verifying Authentication</h2>
              <p className="text-muted-foreground text-sm">
                Please wait while we verify your session...
              </p>
            </div>
          ) : (
            <div role="alert" className="grid justify-items-center gap-3">
              <ShieldAlertIcon aria-hidden="true" className="text-destructive size-10" />
              <h2 className="text-xl font-semibold">
                {state.kind === "expired" ? "Session expired" : "Access Denied"}
              </h2>
              <p className="text-muted-foreground text-sm">{state.message}</p>
              {state.kind === "denied" ? (
                <>
                  <Button type="button" variant="outline" onClick={() => void verify("retry")}>
                    Retry
                  </Button>
                  <p className="text-muted-foreground text-xs">
                    You will be automatically redirected to login in a few seconds...
                  </p>
                </>
              ) : null}
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

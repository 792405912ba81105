"use client";

import { useEffect, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { ClockIcon, ShieldAlertIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { clearPendingSession, PENDING_SESSION_MS, readPendingSession } from "./stored-auth";

type State = { kind: "checking" } | { kind: "denied" } | { kind: "waiting" } | { kind: "expired" };

const DENIED_REDIRECT_MS = 2_000;
const EXPIRED_REDIRECT_MS = 2_000;

/** The waiting screen after registration: valid for 15 seconds of the stored pending session. */
export function PendingApproval() {
  const router = useRouter();
  const [state, setState] = useState<State>({ kind: "checking" });

  useEffect(() => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    const leaveAfter = (ms: number) => timers.push(setTimeout(() => router.replace("/login"), ms));
    const expire = () => {
      clearPendingSession();
      setState({ kind: "expired" });
      leaveAfter(EXPIRED_REDIRECT_MS);
    };
    // Storage exists only in the browser, so the decision is made right after mounting.
    const decide = () => {
      const pending = readPendingSession();
      if (!pending) {
        setState({ kind: "denied" });
        leaveAfter(DENIED_REDIRECT_MS);
        return;
      }
      const remaining = PENDING_SESSION_MS - (Date.now() - pending.timestamp);
      if (remaining <= 0) return expire();
      setState({ kind: "waiting" });
      timers.push(setTimeout(expire, remaining));
    };
    timers.push(setTimeout(decide, 0));
    return () => timers.forEach(clearTimeout);
  }, [router]);

  if (state.kind === "checking")
    return <p className="text-muted-foreground text-center text-sm">Loading...</p>;
  if (state.kind === "denied") {
    return (
      <div className="grid justify-items-center gap-3 text-center" role="alert">
        <ShieldAlertIcon aria-hidden="true" className="text-destructive size-10" />
        <h2 className="text-xl font-semibold">Access Denied</h2>
        <p className="text-muted-foreground text-sm">
          No pending registration was found. Redirecting to login...
        </p>
      </div>
    );
  }
  return (
    <div className="grid justify-items-center gap-4 text-center">
      <ClockIcon aria-hidden="true" className="size-10 text-[var(--brand-text)]" />
      {state.kind === "expired" ? (
        <p role="alert" className="text-sm font-medium">
          Session time limit reached. Redirecting to login...
        </p>
      ) : (
        <p className="text-muted-foreground text-sm" role="status">
          Your account has been created and is awaiting review by an administrator. You will be able
          to sign in once it has been approved.
        </p>
      )}
      <Button asChild variant="outline">
        <Link href="/login" onClick={clearPendingSession}>
          Back to Login
        </Link>
      </Button>
    </div>
  );
}

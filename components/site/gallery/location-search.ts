import { useSyncExternalStore } from "react";

import { afterNextPaint } from "@/components/site/hooks/after-next-paint";

// The address bar's query string as React state, without next/navigation's useSearchParams: that
// hook makes a static page render its part in the browser from scratch (a long task on phones),
// whereas this one lets the static HTML hydrate as it is and re-renders only when the URL differs.
//
// A change shows at once and reaches the address bar just after the next paint: Next's own
// pushState copies its router tree into the history entry and restarts the router, tens of
// milliseconds on a phone that the press's first frame need not wait for.

const listeners = new Set<() => void>();
let pending: { url: string; mode: "push" | "replace" } | null = null;
let cancelFlush: (() => void) | null = null;

function notify() {
  for (const listener of listeners) listener();
}

function flush() {
  cancelFlush?.();
  cancelFlush = null;
  const change = pending;
  pending = null;
  if (!change) return;
  if (change.mode === "replace") window.history.replaceState(null, "", change.url);
  else window.history.pushState(null, "", change.url);
}

function onPopState() {
  // Back or forward wins over a change not yet in the history.
  cancelFlush?.();
  cancelFlush = null;
  pending = null;
  notify();
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  if (listeners.size === 1) window.addEventListener("popstate", onPopState);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) {
      window.removeEventListener("popstate", onPopState);
      flush();
    }
  };
}

/** The query string shown, the change on its way to the address bar included ("" on the server). */
export function currentSearch(): string {
  return pending ? new URL(pending.url, window.location.href).search : window.location.search;
}

/** The query string ("?type=video", or ""); "" on the server and while a static page hydrates. */
export function useLocationSearch(): string {
  return useSyncExternalStore(subscribe, currentSearch, () => "");
}

/** Moves the address bar to `url` (a new history entry, or in place) and tells useLocationSearch. */
export function navigateSearch(url: string, mode: "push" | "replace") {
  // A second change in the same frame: the first one gets its own history entry first.
  if (pending) flush();
  pending = { url, mode };
  cancelFlush = afterNextPaint(flush);
  notify();
}

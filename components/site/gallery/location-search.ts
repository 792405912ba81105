import { useSyncExternalStore } from "react";

// The address bar's query string as React state, without next/navigation's useSearchParams: that
// hook makes a static page render its part in the browser from scratch (a long task on phones),
// whereas this one lets the static HTML hydrate as it is and re-renders only when the URL differs.

const listeners = new Set<() => void>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener("popstate", onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("popstate", onChange);
  };
}

/** The query string ("?type=video", or ""); "" on the server and while a static page hydrates. */
export function useLocationSearch(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => "",
  );
}

/** Moves the address bar to `url` (a new history entry, or in place) and tells useLocationSearch. */
export function navigateSearch(url: string, mode: "push" | "replace") {
  if (mode === "replace") window.history.replaceState(null, "", url);
  else window.history.pushState(null, "", url);
  for (const listener of listeners) listener();
}

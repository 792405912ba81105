"use client";

import { useSyncExternalStore } from "react";

import { formatDate, formatRelativeTime } from "@/lib/format";

/**
 * "3 days ago". Static pages are rendered ahead of time, so the server writes the calendar date
 * and the browser swaps in the relative label against its own clock.
 */
export function RelativeTime({ iso, timeZone }: { iso: string; timeZone: string }) {
  // false while hydrating (matches the server's HTML), true right after.
  const inBrowser = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const label = inBrowser ? formatRelativeTime(iso) : null;
  return (
    <time dateTime={iso} title={formatDate(iso, timeZone)}>
      {label ?? formatDate(iso, timeZone, "medium")}
    </time>
  );
}

function subscribeNothing() {
  return () => undefined;
}

"use client";

import { useEffect, useState } from "react";

import { formatDate, formatRelativeTime } from "@/lib/format";

/**
 * "3 days ago". Static pages are rendered ahead of time, so the server writes the calendar date
 * and the browser swaps in the relative label against its own clock.
 */
export function RelativeTime({ iso, timeZone }: { iso: string; timeZone: string }) {
  const [label, setLabel] = useState<string | null>(null);
  useEffect(() => setLabel(formatRelativeTime(iso)), [iso]);
  return (
    <time dateTime={iso} title={formatDate(iso, timeZone)}>
      {label ?? formatDate(iso, timeZone, "medium")}
    </time>
  );
}

"use client";

import { useRenderedInBrowser } from "@/components/site/hooks/use-rendered-in-browser";
import { formatRelativeTime } from "@/lib/format";

/**
 * "3 days ago". Static pages are rendered ahead of time, so the server writes the calendar date
 * (in the site's timezone) and the browser swaps in the relative label against its own clock,
 * keeping the date as the tooltip. The browser builds no date formatter: the first one costs a
 * phone about 100 ms.
 */
export function RelativeTime({ iso, date }: { iso: string; date: string }) {
  const inBrowser = useRenderedInBrowser();
  return (
    <time dateTime={iso} title={date}>
      {inBrowser ? formatRelativeTime(iso) || date : date}
    </time>
  );
}

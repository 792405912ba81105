// Display formats shared by the public site and the admin portal, so both show a date or a count alike.

const MILLION = 1_000_000;
const THOUSAND = 1_000;

/** 1M or more as x.xM, 1K or more as xK, smaller counts as they are. */
export function formatViews(views: number | string | bigint | null | undefined): string {
  const n = Number(views ?? 0);
  if (!Number.isFinite(n) || n <= 0) return "0";
  if (n >= MILLION) return `${(Math.floor(n / 100_000) / 10).toFixed(1)}M`;
  // Floor, so 999,999 reads 999K rather than a misleading 1000K.
  if (n >= THOUSAND) return `${Math.floor(n / THOUSAND)}K`;
  return String(Math.floor(n));
}

const UNITS: ReadonlyArray<readonly [string, number]> = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
  ["second", 1],
];

/**
 * "just now", "5 seconds ago" … "2 years ago" (and "in 3 days" for future dates). English
 * plurals by hand: a browser's first Intl.RelativeTimeFormat costs a phone about 80 ms.
 */
export function formatRelativeTime(
  value: string | number | Date | null | undefined,
  now: Date = new Date(),
): string {
  const date = toDate(value);
  if (!date) return "";
  const diffSeconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const abs = Math.abs(diffSeconds);
  if (abs < 5) return "just now";
  for (const [unit, seconds] of UNITS) {
    if (abs < seconds) continue;
    const count = Math.trunc(abs / seconds);
    const phrase = `${count} ${unit}${count === 1 ? "" : "s"}`;
    return diffSeconds < 0 ? `${phrase} ago` : `in ${phrase}`;
  }
  return "just now";
}

/** A calendar date such as "24 November 2026", in the site's timezone (Site Settings). */
export function formatDate(
  value: string | number | Date | null | undefined,
  timeZone = "UTC",
  style: "long" | "medium" | "short" = "long",
): string {
  const date = toDate(value);
  if (!date) return "";
  return dateTimeFormat({ dateStyle: style, timeZone: safeTimeZone(timeZone) }).format(date);
}

/** Date and time, e.g. "24 Nov 2026, 14:05", in the site's timezone. */
export function formatDateTime(
  value: string | number | Date | null | undefined,
  timeZone = "UTC",
): string {
  const date = toDate(value);
  if (!date) return "";
  return dateTimeFormat({
    dateStyle: "medium",
    timeStyle: "short",
    hourCycle: "h23",
    timeZone: safeTimeZone(timeZone),
  }).format(date);
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// Building an Intl formatter costs a phone about a millisecond, and a page formats a date per card
// while it hydrates: each formatter is built once. The keys are few (a style and the site's zone).
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

// A bad timezone in settings must not take a page down: fall back to UTC.
function safeTimeZone(timeZone: string): string {
  try {
    dateTimeFormat({ timeZone });
    return timeZone;
  } catch {
    return "UTC";
  }
}

/** "superadmin" → "Superadmin": enum values shown as labels. */
export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

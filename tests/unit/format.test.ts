import { afterEach, describe, expect, it, vi } from "vitest";

import { formatDate, formatDateTime, formatRelativeTime, formatViews } from "@/lib/format";

describe("formatViews", () => {
  it.each([
    [0, "0"],
    [7, "7"],
    [999, "999"],
    [1_000, "1K"],
    [1_999, "1K"],
    [96_400, "96K"],
    [999_999, "999K"],
    [1_000_000, "1.0M"],
    [1_250_000, "1.2M"],
    [3_040_000, "3.0M"],
    [12_345_678, "12.3M"],
  ])("%d → %s", (input, expected) => {
    expect(formatViews(input)).toBe(expected);
  });

  it("accepts strings and bigints, and treats junk as 0", () => {
    expect(formatViews("482000")).toBe("482K");
    expect(formatViews(2_310_000n)).toBe("2.3M");
    expect(formatViews("abc")).toBe("0");
    expect(formatViews(null)).toBe("0");
    expect(formatViews(-5)).toBe("0");
  });
});

describe("formatRelativeTime", () => {
  const now = new Date("2026-11-24T12:00:00Z");
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it.each([
    [2, "just now"],
    [30, "30 seconds ago"],
    [60, "1 minute ago"],
    [5 * 60, "5 minutes ago"],
    [3600, "1 hour ago"],
    [5 * 3600, "5 hours ago"],
    [86_400, "1 day ago"],
    [3 * 86_400, "3 days ago"],
    [14 * 86_400, "2 weeks ago"],
    [65 * 86_400, "2 months ago"],
    [400 * 86_400, "1 year ago"],
    [3 * 365 * 86_400, "3 years ago"],
  ])("%d s ago → %s", (seconds, expected) => {
    expect(formatRelativeTime(ago(seconds), now)).toBe(expected);
  });

  it("handles ISO strings, future dates and invalid input", () => {
    expect(formatRelativeTime("2026-11-23T12:00:00Z", now)).toBe("1 day ago");
    expect(formatRelativeTime("2026-11-27T12:00:00Z", now)).toBe("in 3 days");
    expect(formatRelativeTime("not a date", now)).toBe("");
    expect(formatRelativeTime(null, now)).toBe("");
  });
});

describe("formatDate", () => {
  // 20:30 UTC is already the next day in India (UTC+5:30).
  const late = "2026-11-24T20:30:00Z";

  it("renders the calendar date in the given timezone", () => {
    expect(formatDate(late, "UTC")).toBe("24 November 2026");
    expect(formatDate(late, "Asia/Kolkata")).toBe("25 November 2026");
    expect(formatDate(late, "Asia/Kolkata", "medium")).toBe("25 Nov 2026");
  });

  it("falls back to UTC for an unknown timezone and to empty for no date", () => {
    expect(formatDate(late, "Mars/Olympus")).toBe("24 November 2026");
    expect(formatDate(undefined)).toBe("");
    expect(formatDate("garbage")).toBe("");
  });

  it("formats date and time on a 24-hour clock", () => {
    expect(formatDateTime(late, "Asia/Kolkata")).toBe("25 Nov 2026, 02:00");
  });
});

describe("formatter reuse", () => {
  afterEach(() => vi.restoreAllMocks());

  /** Counts the formatters built with `new`, which otherwise work as before. */
  function countBuilds<K extends "DateTimeFormat" | "RelativeTimeFormat">(name: K) {
    const Original = Intl[name] as new (...args: unknown[]) => object;
    let count = 0;
    vi.spyOn(Intl, name).mockImplementation(function (...args: unknown[]) {
      count++;
      return new Original(...args);
    } as never);
    return () => count;
  }

  // A gallery page formats a date per card while it hydrates on a phone; each new Intl
  // formatter costs about a millisecond there.
  it("builds each date formatter once, however many dates it formats", () => {
    const built = countBuilds("DateTimeFormat");
    for (let day = 1; day <= 20; day++) {
      formatDate(`2026-03-${String(day).padStart(2, "0")}T08:00:00Z`, "Pacific/Auckland", "short");
    }
    expect(formatDate("2026-03-21T08:00:00Z", "Pacific/Auckland", "short")).toBe("21/03/2026");
    // One to check the zone, one for the style.
    expect(built()).toBeLessThanOrEqual(2);
  });

  it("builds no relative-time formatter", () => {
    const built = countBuilds("RelativeTimeFormat");
    const now = new Date("2026-11-24T12:00:00Z");
    for (let hours = 1; hours <= 20; hours++) {
      formatRelativeTime(new Date(now.getTime() - hours * 3_600_000), now);
    }
    expect(formatRelativeTime(new Date(now.getTime() - 7_200_000), now)).toBe("2 hours ago");
    expect(built()).toBe(0);
  });
});

import { beforeEach, describe, expect, it, vi } from "vitest";
import { unstable_cache } from "next/cache";
import { liveNow } from "@/lib/data/publish-schedule";
import { isScheduled, nextPublishTime } from "@/lib/publish-time";
import { instantToZonedTime, zonedTimeToInstant } from "@/lib/time-zone";
import { publishAtForSave, publishTimeDefaults } from "@/components/admin/posts/publish-time-form";

// unstable_cache hands its revalidate to the page being rendered: recording the options shows
// which cache lifetime a render gets.
vi.mock("next/cache", () => ({
  unstable_cache: vi.fn((fn: () => Promise<unknown>) => fn),
}));

const NOW = Date.parse("2026-11-25T12:00:00.000Z");

describe("site-timezone wall clock <-> instant", () => {
  it.each([
    ["2026-11-25T20:00", "UTC", "2026-11-25T20:00:00.000Z"],
    ["2026-11-25T20:00", "Asia/Kolkata", "2026-11-25T14:30:00.000Z"],
    ["2026-11-25T20:00", "America/New_York", "2026-11-26T01:00:00.000Z"],
    // Summer time on both sides of the ocean.
    ["2026-07-01T09:15", "America/Los_Angeles", "2026-07-01T16:15:00.000Z"],
    ["2026-07-01T09:15", "Europe/London", "2026-07-01T08:15:00.000Z"],
    // The day after New York's clocks go back (1 Nov 2026).
    ["2026-11-02T00:30", "America/New_York", "2026-11-02T05:30:00.000Z"],
  ])("%s in %s is %s, and back", (local, zone, iso) => {
    expect(zonedTimeToInstant(local, zone)?.toISOString()).toBe(iso);
    expect(instantToZonedTime(iso, zone)).toBe(local);
  });

  it.each(["", "2026-11-25", "2026-02-30T10:00", "2026-11-25T24:00", "2026-11-25 20:00"])(
    "refuses %j",
    (local) => {
      expect(zonedTimeToInstant(local, "UTC")).toBeNull();
    },
  );
});

describe("publish times", () => {
  it("is scheduled only while the time is ahead", () => {
    expect(isScheduled({ publishAt: null }, NOW)).toBe(false);
    expect(isScheduled({ publishAt: new Date(NOW + 1).toISOString() }, NOW)).toBe(true);
    expect(isScheduled({ publishAt: new Date(NOW).toISOString() }, NOW)).toBe(false);
  });

  it("finds the next publish time ahead", () => {
    const items = [
      { publishAt: new Date(NOW - 5000).toISOString() },
      { publishAt: new Date(NOW + 9000).toISOString() },
      { publishAt: null },
      { publishAt: new Date(NOW + 4000).toISOString() },
    ];
    expect(nextPublishTime(items, NOW)).toBe(NOW + 4000);
    expect(nextPublishTime([{ publishAt: null }], NOW)).toBeNull();
  });
});

describe("public reads and the page cache", () => {
  beforeEach(() => vi.mocked(unstable_cache).mockClear());

  it("drops scheduled items and cuts the render's cache lifetime to the next publish time", async () => {
    const items = [
      { id: "live", publishAt: null },
      { id: "due", publishAt: new Date(NOW - 1).toISOString() },
      { id: "soon", publishAt: new Date(NOW + 90_500).toISOString() },
      { id: "later", publishAt: new Date(NOW + 7_200_000).toISOString() },
    ];
    expect((await liveNow(items, NOW)).map((item) => item.id)).toEqual(["live", "due"]);
    expect(vi.mocked(unstable_cache)).toHaveBeenCalledTimes(1);
    // Rounded up: the page expires at the publish time, never a moment before it.
    expect(vi.mocked(unstable_cache).mock.calls[0]?.[2]).toEqual({ revalidate: 91 });
  });

  it("leaves the cache lifetime alone when nothing is scheduled", async () => {
    expect(await liveNow([{ publishAt: null }], NOW)).toHaveLength(1);
    expect(vi.mocked(unstable_cache)).not.toHaveBeenCalled();
  });
});

describe("the post form's publish time", () => {
  const base = { visibility: "public" as const, publishMode: "scheduled" as const };

  it("sends the instant of the wall-clock time in the site's timezone", () => {
    expect(
      publishAtForSave({ ...base, publishAtLocal: "2026-11-25T23:00" }, "Asia/Tokyo", NOW),
    ).toEqual({ publishAt: "2026-11-25T14:00:00.000Z" });
    expect(publishAtForSave({ ...base, publishAtLocal: "2026-11-25T20:00" }, "UTC", NOW)).toEqual({
      publishAt: "2026-11-25T20:00:00.000Z",
    });
  });

  it("publishes now for 'Publish now' and for drafts, and refuses a time not ahead", () => {
    expect(
      publishAtForSave({ ...base, publishMode: "now", publishAtLocal: "" }, "UTC", NOW),
    ).toEqual({ publishAt: null });
    expect(
      publishAtForSave(
        { ...base, visibility: "draft", publishAtLocal: "2026-12-01T10:00" },
        "UTC",
        NOW,
      ),
    ).toEqual({ publishAt: null });
    expect(publishAtForSave({ ...base, publishAtLocal: "2026-11-25T11:59" }, "UTC", NOW)).toEqual({
      error: "Choose a time in the future",
    });
    expect(publishAtForSave({ ...base, publishAtLocal: "" }, "UTC", NOW)).toEqual({
      error: "Choose a date and time",
    });
  });

  it("opens a scheduled post with its time in the site's timezone", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: NOW });
    try {
      expect(
        publishTimeDefaults({ publishAt: "2026-11-26T03:30:00.000Z" }, "Asia/Kolkata"),
      ).toEqual({ publishMode: "scheduled", publishAtLocal: "2026-11-26T09:00" });
      expect(publishTimeDefaults({ publishAt: null }, "UTC")).toEqual({
        publishMode: "now",
        publishAtLocal: "",
      });
      expect(publishTimeDefaults(undefined, "UTC")).toEqual({
        publishMode: "now",
        publishAtLocal: "",
      });
    } finally {
      vi.useRealTimers();
    }
  });
});

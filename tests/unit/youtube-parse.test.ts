import { describe, expect, it } from "vitest";
import { formatIsoDuration } from "@/lib/youtube/duration";
import { parseYouTubeId } from "@/lib/youtube/parse";

describe("parseYouTubeId", () => {
  it.each([
    ["https://www.youtube.com/watch?v=aqz-KE-bpKQ", "aqz-KE-bpKQ"],
    ["https://youtube.com/watch?v=aqz-KE-bpKQ&t=42s", "aqz-KE-bpKQ"],
    ["https://m.youtube.com/watch?feature=share&v=aqz-KE-bpKQ", "aqz-KE-bpKQ"],
    ["http://www.youtube.com/watch?v=aqz-KE-bpKQ", "aqz-KE-bpKQ"],
    ["https://youtu.be/ScMzIvxBSi4", "ScMzIvxBSi4"],
    ["https://youtu.be/ScMzIvxBSi4?si=abc", "ScMzIvxBSi4"],
    ["https://www.youtube.com/embed/LXb3EKWsInQ", "LXb3EKWsInQ"],
    ["https://www.youtube-nocookie.com/embed/LXb3EKWsInQ?autoplay=1", "LXb3EKWsInQ"],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["  https://youtu.be/ScMzIvxBSi4  ", "ScMzIvxBSi4"],
  ])("%s → %s", (url, id) => {
    expect(parseYouTubeId(url)).toBe(id);
  });

  it.each([
    "",
    "aqz-KE-bpKQ",
    "https://vimeo.com/12345",
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/watch?v=aqz-KE-bpKQ<script>",
    "https://www.youtube.com/channel/UC123",
    "https://youtu.be/",
    "https://evil.example/watch?v=aqz-KE-bpKQ",
    "https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ",
    "javascript:alert('https://youtu.be/ScMzIvxBSi4')",
    "ftp://youtu.be/ScMzIvxBSi4",
  ])("refuses %j", (url) => {
    expect(parseYouTubeId(url)).toBeNull();
  });
});

describe("formatIsoDuration", () => {
  it.each([
    ["PT4M13S", "4:13"],
    ["PT45S", "0:45"],
    ["PT1H2M3S", "1:02:03"],
    ["PT10M", "10:00"],
    ["PT2H", "2:00:00"],
    ["P1DT1S", "24:00:01"],
    ["PT0S", "0:00"],
    ["garbage", "0:00"],
    ["P", "0:00"],
  ])("%s → %s", (iso, shown) => {
    expect(formatIsoDuration(iso)).toBe(shown);
  });
});

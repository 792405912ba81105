import { describe, expect, it } from "vitest";

import {
  PLACEHOLDER_THUMBNAIL,
  thumbnailCandidates,
  youtubeEmbedUrl,
  youtubeIdFromUrl,
} from "@/lib/youtube/embed";

describe("youtubeIdFromUrl", () => {
  it.each([
    ["https://www.youtube.com/watch?v=aqz-KE-bpKQ", "aqz-KE-bpKQ"],
    ["https://youtube.com/watch?v=aqz-KE-bpKQ&t=10s", "aqz-KE-bpKQ"],
    ["https://m.youtube.com/watch?v=aqz-KE-bpKQ", "aqz-KE-bpKQ"],
    ["https://youtu.be/ScMzIvxBSi4", "ScMzIvxBSi4"],
    ["https://www.youtube.com/embed/LXb3EKWsInQ", "LXb3EKWsInQ"],
    ["https://www.youtube.com/shorts/LXb3EKWsInQ?feature=share", "LXb3EKWsInQ"],
    ["https://vimeo.com/12345", null],
    ["https://www.youtube.com/watch?v=short", null],
    ["not a url", null],
    ["", null],
  ])("%s → %s", (url, expected) => {
    expect(youtubeIdFromUrl(url)).toBe(expected);
  });
});

describe("youtubeEmbedUrl", () => {
  it("uses the privacy-enhanced host with autoplay, controls, modest branding and no related videos", () => {
    expect(youtubeEmbedUrl("aqz-KE-bpKQ")).toBe(
      "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&controls=1&modestbranding=1&rel=0",
    );
  });
});

describe("thumbnailCandidates", () => {
  it("tries the stored image, then max-resolution, then high quality, then the placeholder", () => {
    expect(thumbnailCandidates("/seed/video-1.png", "aqz-KE-bpKQ")).toEqual([
      "/seed/video-1.png",
      "https://i.ytimg.com/vi/aqz-KE-bpKQ/maxresdefault.jpg",
      "https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg",
      PLACEHOLDER_THUMBNAIL,
    ]);
  });

  it("falls back to the placeholder alone when nothing is known", () => {
    expect(thumbnailCandidates(null, null)).toEqual([PLACEHOLDER_THUMBNAIL]);
  });
});

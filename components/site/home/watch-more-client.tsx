"use client";

import { useEffect, useId, useRef, useState } from "react";

import { SpriteIcon } from "@/components/site/icons/sprite-icon";
import { YOUTUBE_CHANNEL_URL } from "@/lib/youtube/embed";

/**
 * 'Watch More': opens the channel in a new tab, with a tooltip giving the channel address. The
 * tooltip is plain CSS (hover, keyboard focus, 0.2 s fade) instead of Radix Tooltip and its
 * popper: it always sits under the button, so nothing needs measuring. It stays while the pointer
 * moves onto it, and Escape hides it (WCAG 1.4.13).
 */
export function WatchMoreButton() {
  const tipId = useId();
  const wrapper = useRef<HTMLSpanElement>(null);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const node = wrapper.current;
      if (
        event.key === "Escape" &&
        node &&
        (node.matches(":hover") || node.contains(document.activeElement))
      ) {
        setDismissed(true);
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <span
      ref={wrapper}
      data-dismissed={dismissed || undefined}
      onPointerLeave={() => setDismissed(false)}
      onBlur={() => setDismissed(false)}
      className="group/tip relative inline-flex"
    >
      <a
        className="btn btn-gradient-lg"
        href={YOUTUBE_CHANNEL_URL}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Watch More (opens our YouTube channel in a new tab)"
        aria-describedby={tipId}
      >
        <SpriteIcon name="play-filled" className="size-4" /> Watch More
      </a>
      {/* Under the button, centred where the page leaves room for it, else aligned to its start. */}
      <span role="tooltip" id={tipId} className="watch-tip">
        <span aria-hidden="true" className="watch-tip-arrow" />
        <span className="watch-tip-body">
          <SpriteIcon name="youtube" className="size-4 text-red-600" />
          {YOUTUBE_CHANNEL_URL.replace("https://www.", "")}
          <SpriteIcon name="external-link" className="size-3.5" />
        </span>
      </span>
    </span>
  );
}

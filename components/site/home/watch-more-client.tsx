"use client";

import { useEffect, useId, useRef, useState } from "react";
import { ExternalLinkIcon, PlayIcon } from "lucide-react";

import { buttonVariants } from "@/components/ui/button-variants";
import { MaskIcon } from "@/components/site/icons/mask-icon";
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
      if (event.key === "Escape" && node && (node.matches(":hover") || node.contains(document.activeElement))) {
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
          className={buttonVariants({ variant: "gradient", size: "lg" })}
          href={YOUTUBE_CHANNEL_URL}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Watch More (opens our YouTube channel in a new tab)"
          aria-describedby={tipId}
        >
          <PlayIcon className="size-4 fill-current" aria-hidden="true" /> Watch More
        </a>
      {/* Under the button, centred where the page leaves room for it, else aligned to its start. */}
      <span
        role="tooltip"
        id={tipId}
        className="invisible absolute inset-x-0 top-full z-50 flex justify-start pt-4 opacity-0 transition-[opacity,visibility] duration-200 group-hover/tip:visible group-hover/tip:opacity-100 group-has-[:focus-visible]/tip:visible group-has-[:focus-visible]/tip:opacity-100 group-data-[dismissed]/tip:invisible! group-data-[dismissed]/tip:opacity-0! min-[85rem]:justify-center"
      >
        <span aria-hidden="true" className="absolute top-[13px] left-1/2 size-2.5 -translate-x-1/2 rotate-45 rounded-[2px] bg-foreground" />
        <span className="relative flex w-max shrink-0 items-center gap-2 rounded-md bg-foreground px-3 py-2 text-sm text-background">
          <MaskIcon name="youtube" className="size-4 text-red-600" />
          {YOUTUBE_CHANNEL_URL.replace("https://www.", "")}
          <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
        </span>
      </span>
    </span>
  );
}

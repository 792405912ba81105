"use client";

import { ArrowUpIcon } from "lucide-react";

import { scrollToTop } from "./scroll-controller";

// The footer's scroll-to-top takes 2 s: slow enough to show where the visitor is going.
const FOOTER_SCROLL_SECONDS = 2;

export function ScrollToTopButton() {
  return (
    <button
      type="button"
      className="btn round-button size-11"
      aria-label="Scroll to top"
      onClick={() => scrollToTop({ duration: FOOTER_SCROLL_SECONDS })}
    >
      <ArrowUpIcon className="size-5" />
    </button>
  );
}

"use client";

import { useEffect, useRef } from "react";
import { usePathname } from "next/navigation";

import { scrollToTop } from "./scroll-controller";

// Lenis measures the whole page when it starts (a long style and layout pass), so it starts when
// the visitor first scrolls with a wheel or the keyboard: never while the page loads, and never in
// the frame of a tap. Touch scrolling stays native with or without it.
const INTENT_EVENTS = ["wheel", "keydown"] as const;
const SCROLL_KEYS = new Set([" ", "PageUp", "PageDown", "Home", "End", "ArrowUp", "ArrowDown"]);

/** A wheel, or a key that scrolls the page: not one typed into a field, nor Escape or Tab. */
function isScrollIntent(event: Event): boolean {
  if (!(event instanceof KeyboardEvent)) return true;
  const target = event.target instanceof Element ? event.target : null;
  const typing = target?.closest("input, textarea, select, [contenteditable='true']");
  return SCROLL_KEYS.has(event.key) && !typing;
}

/**
 * Lenis smooth scrolling (1.2 s), started on the visitor's first wheel or key, and a jump
 * to the top on every route change. Visitors who ask for reduced motion keep native scrolling.
 */
export function SmoothScroll() {
  const pathname = usePathname();

  useEffect(() => {
    // Marks the page interactive (browser tests wait for it before using client features).
    document.documentElement.dataset.hydrated = "true";
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    const start = (event: Event) => {
      if (!isScrollIntent(event)) return;
      stopWaiting();
      void import("lenis").then(({ default: Lenis }) => {
        if (!cancelled) destroy = startLenis(Lenis);
      });
    };
    const stopWaiting = () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, start);
    };
    for (const type of INTENT_EVENTS) window.addEventListener(type, start, { passive: true });
    return () => {
      cancelled = true;
      stopWaiting();
      destroy?.();
    };
  }, []);

  // The page that loads starts where the browser puts it (the top, or where a reload left off):
  // jumping there anyway would lay the page out inside the hydration's task.
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    // A hash link (#contact) scrolls to its target instead of the top.
    if (window.location.hash) return;
    scrollToTop({ immediate: true });
  }, [pathname]);

  return null;
}

/** Starts Lenis on this page and returns what stops it. */
function startLenis(Lenis: typeof import("lenis").default): () => void {
  const lenis = new Lenis({
    duration: 1.2,
    anchors: true,
    // Lists inside menus, selects and dialogs scroll natively.
    prevent: (node) =>
      node.closest("[data-radix-popper-content-wrapper], [role='dialog']") !== null,
  });
  window.__lenis = lenis;
  // Radix marks the body while a modal (dialog, sheet, select) locks scrolling: pause with it,
  // including a modal that opened while Lenis was loading.
  const followScrollLock = () => {
    if (document.body.hasAttribute("data-scroll-locked")) lenis.stop();
    else lenis.start();
  };
  followScrollLock();
  const lockObserver = new MutationObserver(followScrollLock);
  lockObserver.observe(document.body, {
    attributes: true,
    attributeFilter: ["data-scroll-locked"],
  });
  let frame = 0;
  const raf = (time: number) => {
    lenis.raf(time);
    frame = requestAnimationFrame(raf);
  };
  frame = requestAnimationFrame(raf);
  return () => {
    lockObserver.disconnect();
    cancelAnimationFrame(frame);
    lenis.destroy();
    window.__lenis = undefined;
  };
}

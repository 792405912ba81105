"use client";

import { useEffect } from "react";
import { usePathname } from "next/navigation";

import { scrollToTop } from "./scroll-controller";

/**
 * Lenis smooth scrolling (1.2 s), loaded after the page is interactive, and a jump to the top
 * on every route change. Visitors who ask for reduced motion keep native scrolling.
 */
export function SmoothScroll() {
  const pathname = usePathname();

  useEffect(() => {
    // Marks the page interactive (browser tests wait for it before using client features).
    document.documentElement.dataset.hydrated = "true";
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let cancelled = false;
    let frame = 0;
    let destroy: (() => void) | undefined;
    void import("lenis").then(({ default: Lenis }) => {
      if (cancelled) return;
      const lenis = new Lenis({
        duration: 1.2,
        anchors: true,
        // Lists inside menus, selects and dialogs scroll natively.
        prevent: (node) =>
          node.closest("[data-radix-popper-content-wrapper], [role='dialog']") !== null,
      });
      window.__lenis = lenis;
      // Radix marks the body while a modal (dialog, sheet, select) locks scrolling: pause with it.
      const lockObserver = new MutationObserver(() => {
        if (document.body.hasAttribute("data-scroll-locked")) lenis.stop();
        else lenis.start();
      });
      lockObserver.observe(document.body, {
        attributes: true,
        attributeFilter: ["data-scroll-locked"],
      });
      const raf = (time: number) => {
        lenis.raf(time);
        frame = requestAnimationFrame(raf);
      };
      frame = requestAnimationFrame(raf);
      destroy = () => {
        lockObserver.disconnect();
        cancelAnimationFrame(frame);
        lenis.destroy();
        window.__lenis = undefined;
      };
    });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, []);

  useEffect(() => {
    // A hash link (#contact) scrolls to its target instead of the top.
    if (window.location.hash) return;
    scrollToTop({ immediate: true });
  }, [pathname]);

  return null;
}

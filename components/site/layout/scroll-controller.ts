import type Lenis from "lenis";

declare global {
  interface Window {
    __lenis?: Lenis;
  }
}

/** Scrolls through Lenis when it runs (smooth), else natively (reduced motion or not loaded). */
export function scrollToTop({
  duration = 1.2,
  immediate = false,
}: { duration?: number; immediate?: boolean } = {}) {
  const lenis = window.__lenis;
  if (lenis) {
    lenis.scrollTo(0, { duration, immediate, force: true });
    return;
  }
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: immediate || reduce ? "instant" : "smooth" });
}

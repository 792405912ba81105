"use client";

import { useEffect, useRef } from "react";

import { whenLoadedAndIdle } from "@/components/site/hooks/when-idle";
import {
  DESKTOP_QUERY,
  REDUCED_MOTION_QUERY,
  useMediaQuery,
} from "@/components/site/hooks/use-media-query";

/**
 * The hero's parallax on scroll, from 1024px up. It renders a marker only; on
 * desktop, for visitors who do not ask for reduced motion, it loads the scroll tracking (Framer
 * Motion) and moves the hero's layers. Phones never fetch it. Nothing moves until the page scrolls,
 * so the code loads in idle time once the page has loaded (or at the first scroll, if sooner):
 * fetching, running and measuring it while the page starts delayed everything else.
 */
export function HeroParallax() {
  const marker = useRef<HTMLSpanElement>(null);
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const reduced = useMediaQuery(REDUCED_MOTION_QUERY);
  const enabled = isDesktop && !reduced;

  useEffect(() => {
    const hero = marker.current?.closest("section");
    if (!enabled || !hero) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    let cancelIdle = () => {};
    const start = () => {
      window.removeEventListener("scroll", start);
      cancelIdle();
      import("./hero-parallax")
        .then(({ startHeroParallax }) => {
          if (!cancelled) stop = startHeroParallax(hero);
        })
        // A failed fetch (offline, new deploy) leaves the hero still, which is fine.
        .catch(() => undefined);
    };
    window.addEventListener("scroll", start, { passive: true });
    cancelIdle = whenLoadedAndIdle(start);
    return () => {
      cancelled = true;
      window.removeEventListener("scroll", start);
      cancelIdle();
      stop?.();
    };
  }, [enabled]);

  return <span ref={marker} hidden />;
}

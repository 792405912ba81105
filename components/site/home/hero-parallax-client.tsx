"use client";

import { useEffect, useRef } from "react";

import {
  DESKTOP_QUERY,
  REDUCED_MOTION_QUERY,
  useMediaQuery,
} from "@/components/site/hooks/use-media-query";

/**
 * The hero's parallax on scroll, from 1024px up. It renders a marker only; on
 * desktop, for visitors who do not ask for reduced motion, it loads the scroll tracking (Framer
 * Motion) and moves the hero's layers. Phones never fetch it.
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
    import("./hero-parallax")
      .then(({ startHeroParallax }) => {
        if (!cancelled) stop = startHeroParallax(hero);
      })
      // A failed fetch (offline, new deploy) leaves the hero still, which is fine.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [enabled]);

  return <span ref={marker} hidden />;
}

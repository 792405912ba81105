"use client";

import { useEffect, useRef, useState } from "react";
import { PauseIcon, PlayIcon } from "lucide-react";

import { Button } from "@/components/ui/button";

/**
 * Wraps the two logo rows: a pause toggle (WCAG 2.2.2; rows also pause on hover and focus in
 * CSS) and a short speed boost while the page scrolls fast, as the spec's marquee does.
 */
export function PartnersMarquee({ children }: { children: React.ReactNode }) {
  const [paused, setPaused] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let lastY = window.scrollY;
    let lastT = performance.now();
    let decay: ReturnType<typeof setTimeout> | undefined;
    const setRate = (rate: number) => {
      ref.current
        ?.querySelectorAll<HTMLElement>(".marquee-track")
        .forEach((track) => track.getAnimations().forEach((animation) => (animation.playbackRate = rate)));
    };
    const onScroll = () => {
      const now = performance.now();
      const velocity = Math.abs(window.scrollY - lastY) / Math.max(now - lastT, 1); // px per ms
      lastY = window.scrollY;
      lastT = now;
      setRate(1 + Math.min(velocity * 2, 4));
      clearTimeout(decay);
      decay = setTimeout(() => setRate(1), 160);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      clearTimeout(decay);
    };
  }, []);

  return (
    <div ref={ref} data-paused={paused} className="flex flex-col gap-6">
      {children}
      <div className="container-page flex justify-end">
        <Button
          variant="ghost"
          size="sm"
          className="rounded-full text-muted-foreground motion-reduce:hidden"
          onClick={() => setPaused((value) => !value)}
          aria-pressed={paused}
        >
          {paused ? <PlayIcon aria-hidden="true" /> : <PauseIcon aria-hidden="true" />}
          {paused ? "Play logos" : "Pause logos"}
        </Button>
      </div>
    </div>
  );
}

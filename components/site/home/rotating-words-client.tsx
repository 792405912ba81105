"use client";

import { useEffect, useState } from "react";

import { REDUCED_MOTION_QUERY, useMediaQuery } from "@/components/site/hooks/use-media-query";

// "out" while the current word leaves, "in" while the next one arrives (keyframes in globals.css).
const PHASE_CLASS = { still: "", out: "animate-word-out", in: "animate-word-in" } as const;

/**
 * A word that cycles through `words` every `intervalMs`; still for reduced-motion visitors.
 * The old word slides up and out, then the next one slides in: 0.35 s each, ease-out.
 */
export function RotatingWords({
  words,
  intervalMs,
}: {
  words: readonly string[];
  intervalMs: number;
}) {
  const [index, setIndex] = useState(0);
  // The first word just shows; later ones slide in.
  const [phase, setPhase] = useState<"still" | "out" | "in">("still");
  const reduced = useMediaQuery(REDUCED_MOTION_QUERY);

  useEffect(() => {
    if (reduced || words.length < 2) return;
    const timer = setInterval(() => setPhase("out"), intervalMs);
    return () => clearInterval(timer);
  }, [reduced, words.length, intervalMs]);

  function onAnimationEnd() {
    if (phase !== "out") return;
    setIndex((i) => (i + 1) % words.length);
    setPhase("in");
  }

  const word = words[index] ?? "";
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a), "");

  return (
    // The invisible longest word reserves the width so nothing around it shifts.
    <span className="relative inline-grid align-bottom">
      <span className="invisible col-start-1 row-start-1" aria-hidden="true">
        {longest}
      </span>
      <span className="sr-only">{words.join(", ")}</span>
      <span
        key={word}
        data-testid="rotating-word"
        aria-hidden="true"
        onAnimationEnd={onAnimationEnd}
        className={`text-brand-gradient col-start-1 row-start-1 ${PHASE_CLASS[phase]}`}
      >
        {word}
      </span>
    </span>
  );
}

"use client";

import { useEffect, useState } from "react";
import { AnimatePresence, m } from "framer-motion";

import { REDUCED_MOTION_QUERY, useMediaQuery } from "@/components/site/hooks/use-media-query";

/** A word that cycles through `words` every `intervalMs`; still for reduced-motion visitors. */
export function RotatingWords({ words, intervalMs }: { words: readonly string[]; intervalMs: number }) {
  const [index, setIndex] = useState(0);
  const reduced = useMediaQuery(REDUCED_MOTION_QUERY);

  useEffect(() => {
    if (reduced || words.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % words.length), intervalMs);
    return () => clearInterval(timer);
  }, [reduced, words.length, intervalMs]);

  const word = words[index] ?? "";
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a), "");

  return (
    // The invisible longest word reserves the width so nothing around it shifts.
    <span className="relative inline-grid align-bottom">
      <span className="invisible col-start-1 row-start-1" aria-hidden="true">
        {longest}
      </span>
      <span className="sr-only">{words.join(", ")}</span>
      <AnimatePresence mode="wait" initial={false}>
        <m.span
          key={word}
          data-testid="rotating-word"
          aria-hidden="true"
          className="col-start-1 row-start-1 text-brand-gradient"
          initial={{ opacity: 0, y: "40%" }}
          animate={{ opacity: 1, y: "0%" }}
          exit={{ opacity: 0, y: "-40%" }}
          transition={{ duration: 0.35, ease: "easeOut" }}
        >
          {word}
        </m.span>
      </AnimatePresence>
    </span>
  );
}

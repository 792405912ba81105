import type { CSSProperties } from "react";

/**
 * A word that cycles through `words` every `intervalMs`, in CSS alone (no script to load or
 * hydrate, and it turns the same with JavaScript off); still for reduced-motion visitors.
 * The words share one grid cell, so the longest sets its width and nothing around it shifts;
 * all but the current one are parked out of view (globals.css).
 */
export function RotatingWords({
  words,
  intervalMs,
}: {
  words: readonly string[];
  intervalMs: number;
}) {
  const timing = { "--words": words.length, "--word-interval": `${intervalMs}ms` } as CSSProperties;

  return (
    <>
      <span className="sr-only">{words.join(", ")}</span>
      <span className="rotating-words" style={timing} aria-hidden="true">
        {words.map((word, index) => (
          <span key={index} className="rotating-word">
            {word}
          </span>
        ))}
      </span>
    </>
  );
}

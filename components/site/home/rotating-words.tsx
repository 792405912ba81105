import type { CSSProperties } from "react";

/**
 * A word that cycles through `words` every `intervalMs`, in CSS alone (no script to load or
 * hydrate, and it turns the same with JavaScript off); still for reduced-motion visitors.
 * The words share one grid cell; `--word-slot` (globals.css) says which one shows.
 */
export function RotatingWords({
  words,
  intervalMs,
}: {
  words: readonly string[];
  intervalMs: number;
}) {
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a), "");
  const timing = { "--words": words.length, "--word-interval": `${intervalMs}ms` } as CSSProperties;

  return (
    // The invisible longest word reserves the width so nothing around it shifts.
    <span className="rotating-words" style={timing} data-testid="rotating-words">
      <span className="invisible" aria-hidden="true">
        {longest}
      </span>
      <span className="sr-only">{words.join(", ")}</span>
      <span className="rotating-words-swap" aria-hidden="true">
        {words.map((word, index) => (
          <span
            key={word}
            data-testid="rotating-word"
            className="rotating-word text-brand-gradient"
            style={{ "--word-index": index } as CSSProperties}
          >
            {word}
          </span>
        ))}
      </span>
    </span>
  );
}

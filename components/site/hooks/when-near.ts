// Within a screen of the viewport: near enough to get ready before the visitor scrolls to it.
const NEAR_MARGIN = "100% 0px";

/**
 * Calls `onNear` when `element` comes within a screen of the viewport (at once where the browser
 * has no IntersectionObserver); returns what stops watching.
 */
export function whenNear(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === "undefined") {
    onNear();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onNear();
    },
    { rootMargin: NEAR_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

import { scroll, transform } from "framer-motion";

// The hero's depth on scroll: text 0→50%, card 0→-30% fading over the last 20% and scaling to 0.9, blobs -50%
// and 40%, as the hero scrolls out (its top at the viewport's top → its bottom there).
const toTextY = transform([0, 1], [0, 50]);
const toCardY = transform([0, 1], [0, -30]);
const toCardOpacity = transform([0, 0.8, 1], [1, 1, 0]);
const toCardScale = transform([0, 1], [1, 0.9]);
const toBlobAY = transform([0, 1], [0, -50]);
const toBlobBY = transform([0, 1], [0, 40]);

/** Moves the hero's layers (`data-hero-layer`) with the scroll; returns what stops it. */
export function startHeroParallax(hero: HTMLElement): () => void {
  const layer = (name: string) =>
    hero.querySelector<HTMLElement>(`[data-hero-layer="${name}"]`)?.style;
  const text = layer("text");
  const card = layer("card");
  const blobA = layer("blob-a");
  const blobB = layer("blob-b");

  const stop = scroll(
    (progress: number) => {
      if (text) text.translate = `0 ${toTextY(progress)}%`;
      if (card) {
        card.translate = `0 ${toCardY(progress)}%`;
        card.opacity = String(toCardOpacity(progress));
        card.scale = String(toCardScale(progress));
      }
      if (blobA) blobA.translate = `0 ${toBlobAY(progress)}%`;
      if (blobB) blobB.translate = `0 ${toBlobBY(progress)}%`;
    },
    { target: hero, offset: ["start start", "end start"] },
  );

  return () => {
    stop();
    for (const style of [text, card, blobA, blobB]) style?.removeProperty("translate");
    card?.removeProperty("opacity");
    card?.removeProperty("scale");
  };
}

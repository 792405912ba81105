"use client";

import { useEffect } from "react";
import { transform, useMotionValueEvent, useScroll, type MotionValue } from "framer-motion";

export type HeroParallaxValues = {
  textY: MotionValue<string>;
  cardY: MotionValue<string>;
  cardOpacity: MotionValue<number>;
  cardScale: MotionValue<number>;
  blobAY: MotionValue<string>;
  blobBY: MotionValue<string>;
};

// Spec section 9: text 0→50%, card 0→-30% fading over the last 20% and scaling to 0.9,
// blobs -50% and 40%.
const toTextY = transform([0, 1], ["0%", "50%"]);
const toCardY = transform([0, 1], ["0%", "-30%"]);
const toCardOpacity = transform([0, 0.8, 1], [1, 1, 0]);
const toCardScale = transform([0, 1], [1, 0.9]);
const toBlobAY = transform([0, 1], ["0%", "-50%"]);
const toBlobBY = transform([0, 1], ["0%", "40%"]);

/**
 * The hero's scroll parallax, loaded on demand by HeroClient on desktop only (phones and
 * reduced-motion visitors never fetch the scroll tracking). It drives HeroClient's motion values.
 */
export default function HeroParallax({
  target,
  values,
}: {
  target: React.RefObject<HTMLElement | null>;
  values: HeroParallaxValues;
}) {
  const { scrollYProgress } = useScroll({ target, offset: ["start start", "end start"] });
  useMotionValueEvent(scrollYProgress, "change", (progress) => follow(values, progress));
  // A page opened part-way down starts in place.
  useEffect(() => follow(values, scrollYProgress.get()), [values, scrollYProgress]);
  return null;
}

function follow(values: HeroParallaxValues, progress: number) {
  values.textY.set(toTextY(progress));
  values.cardY.set(toCardY(progress));
  values.cardOpacity.set(toCardOpacity(progress));
  values.cardScale.set(toCardScale(progress));
  values.blobAY.set(toBlobAY(progress));
  values.blobBY.set(toBlobBY(progress));
}

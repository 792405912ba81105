"use client";

import { LazyMotion, MotionConfig } from "framer-motion";

const loadFeatures = () => import("./motion-features").then((mod) => mod.default);

/**
 * Framer Motion for the part of a page that animates with it (the home hero), so pages without
 * it carry none. `m.*` components animate once the features arrive; reduced-motion visitors get
 * no transform animation.
 */
export function MotionScope({ children }: { children: React.ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}

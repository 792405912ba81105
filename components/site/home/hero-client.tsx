"use client";

import { useMemo, useRef } from "react";
import Link from "next/link";
import dynamic from "next/dynamic";
import { m, useMotionValue, type Variants } from "framer-motion";
import { ArrowRightIcon, ChevronDownIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { DESKTOP_QUERY, REDUCED_MOTION_QUERY, useMediaQuery } from "@/components/site/hooks/use-media-query";

import type { HeroParallaxValues } from "./hero-parallax-client";
import { WatchMoreButton } from "./watch-more-client";

// The scroll tracking behind the parallax is fetched on desktop only, after the page is up.
const HeroParallax = dynamic(() => import("./hero-parallax-client"), { ssr: false });

// Spec section 9: child stagger 0.15 s, delay 0.2 s, spring stiffness 100, damping 12.
const container: Variants = {
  hidden: {},
  visible: { transition: { staggerChildren: 0.15, delayChildren: 0.2 } },
};
const child: Variants = {
  hidden: { opacity: 0, y: 24 },
  visible: { opacity: 1, y: 0, transition: { type: "spring", stiffness: 100, damping: 12 } },
};

export function HeroClient({
  siteName,
  description,
  card,
}: {
  siteName: string;
  description: string;
  card: React.ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const reduced = useMediaQuery(REDUCED_MOTION_QUERY);
  // Spec section 9: parallax on scroll from 1024px up (HeroParallax moves these values); below
  // 1024px, and for reduced-motion visitors, nothing moves.
  const parallax = isDesktop && !reduced;
  const textY = useMotionValue("0%");
  const cardY = useMotionValue("0%");
  const cardOpacity = useMotionValue(1);
  const cardScale = useMotionValue(1);
  const blobAY = useMotionValue("0%");
  const blobBY = useMotionValue("0%");
  const parallaxValues = useMemo<HeroParallaxValues>(
    () => ({ textY, cardY, cardOpacity, cardScale, blobAY, blobBY }),
    [textY, cardY, cardOpacity, cardScale, blobAY, blobBY],
  );

  return (
    <section
      ref={ref}
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden pt-28 pb-20 lg:min-h-[100svh] lg:pt-36"
    >
      {parallax && <HeroParallax target={ref} values={parallaxValues} />}
      <m.div
        aria-hidden="true"
        style={parallax ? { y: blobAY } : undefined}
        className="pointer-events-none absolute -top-40 -left-40 -z-10 size-[34rem] rounded-full bg-brand-1/25 blur-3xl"
      />
      <m.div
        aria-hidden="true"
        style={parallax ? { y: blobBY } : undefined}
        className="pointer-events-none absolute top-1/3 -right-48 -z-10 size-[30rem] rounded-full bg-brand-3/20 blur-3xl"
      />
      <div className="container-page grid items-center gap-14 lg:grid-cols-[1.1fr_1fr] lg:gap-10">
        <m.div
          variants={container}
          initial="hidden"
          animate="visible"
          style={parallax ? { y: textY } : undefined}
          className="flex flex-col items-start gap-6"
        >
          <m.p
            variants={child}
            className="inline-flex items-center gap-2 rounded-full border border-border bg-foreground/5 px-3 py-1 text-xs font-semibold tracking-[0.18em] uppercase"
          >
            <span className="size-1.5 rounded-full bg-brand-gradient" aria-hidden="true" />
            Creative Excellence
          </m.p>
          <m.h1
            id="hero-title"
            variants={child}
            className="text-[clamp(2.75rem,8vw,7rem)] leading-[0.95] font-extrabold tracking-[-0.04em]"
          >
            We are <span className="text-brand-gradient">{siteName}</span>
          </m.h1>
          <m.p variants={child} className="max-w-xl text-lg text-muted-foreground">
            {description}
          </m.p>
          <m.div variants={child} className="flex flex-wrap items-center gap-3">
            <WatchMoreButton />
            <Button asChild variant="outline" size="lg">
              <Link href="/contact">
                Get Started <ArrowRightIcon className="size-4" aria-hidden="true" />
              </Link>
            </Button>
          </m.div>
        </m.div>
        <m.div
          initial={{ opacity: 0, y: 32 }}
          animate={{ opacity: 1, y: 0 }}
          transition={{ type: "spring", stiffness: 100, damping: 12, delay: 0.4 }}
          style={parallax ? { y: cardY, opacity: cardOpacity, scale: cardScale } : undefined}
        >
          {card}
        </m.div>
      </div>
      <a
        href="#services"
        className="absolute bottom-6 left-1/2 hidden -translate-x-1/2 flex-col items-center gap-1 rounded-full text-xs tracking-[0.2em] text-muted-foreground uppercase hover:text-foreground lg:flex"
      >
        Scroll
        <ChevronDownIcon className="size-5 motion-safe:animate-bounce" aria-hidden="true" />
      </a>
    </section>
  );
}

import Image from "next/image";

import { cn } from "@/lib/utils";

import { PARTNER_LOGOS, type PartnerLogo } from "./partner-logos";
import { PartnersMarquee } from "./partners-marquee-client";

const half = Math.ceil(PARTNER_LOGOS.length / 2);
const ROWS = [PARTNER_LOGOS.slice(0, half), PARTNER_LOGOS.slice(half)] as const;

export function PartnersSection() {
  return (
    <section aria-labelledby="partners-title" className="section-y overflow-hidden border-y border-border bg-card/30">
      <div className="container-page mb-12 text-center">
        <p className="text-xs font-semibold tracking-[0.18em] text-brand-text uppercase">Trusted by brands</p>
        <h2 id="partners-title" className="mt-3 text-3xl font-bold sm:text-4xl">
          Showcasing Our Valued Partners
        </h2>
      </div>
      <PartnersMarquee>
        <MarqueeRow logos={ROWS[0]} direction="left" label="Partner logos, first row" />
        <MarqueeRow logos={ROWS[1]} direction="right" label="Partner logos, second row" />
      </PartnersMarquee>
    </section>
  );
}

// Spec: base speed 20, 30 on mobile; expressed here as the time one loop takes.
function MarqueeRow({ logos, direction, label }: { logos: readonly PartnerLogo[]; direction: "left" | "right"; label: string }) {
  return (
    // With reduced motion the row stands still and scrolls sideways by hand instead.
    // Focusable so keyboard users can pause it (focus pauses) and scroll it when it stands still.
    <div
      tabIndex={0}
      role="group"
      aria-label={label}
      className="relative rounded-md [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)] motion-reduce:overflow-x-auto motion-reduce:[mask-image:none]"
    >
      <ul
        data-direction={direction}
        className={cn(
          "marquee-track flex w-max items-center gap-14 [--marquee-duration:45s] md:[--marquee-duration:70s]",
          direction === "left" ? "animate-marquee" : "animate-marquee-reverse",
          "motion-reduce:animate-none motion-reduce:px-5",
        )}
      >
        {[...logos, ...logos].map((logo, i) => (
          // The second copy makes the loop seamless; it is hidden from assistive tech.
          <li key={`${logo.src}-${i}`} aria-hidden={i >= logos.length || undefined} className={cn("shrink-0", i >= logos.length && "motion-reduce:hidden")}>
            <Image
              src={logo.src}
              alt={i >= logos.length ? "" : logo.name}
              width={logo.width}
              height={60}
              className="h-8 w-auto opacity-70 sm:h-10 transition-opacity duration-200 hover:opacity-100 dark:invert"
              unoptimized
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

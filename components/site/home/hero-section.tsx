import { IntentLink } from "@/components/site/intent-link-client";
import { SpriteIcon } from "@/components/site/icons/sprite-icon";
import type { HighlightVideo } from "@/components/site/types";

import { HeroParallax } from "./hero-parallax-client";
import { HeroVideoCard } from "./hero-video-card-client";
import { WatchMoreButton } from "./watch-more-client";

// The showreel when no highlight is configured: the agency's own channel trailer.
const FALLBACK_SHOWREEL = { youtubeId: "aqz-KE-bpKQ", title: "Our showreel", thumbnail: null };

// The lines come in one after another (delay 0.2 s, stagger 0.15 s, set per line
// by .hero-copy in globals.css) on the spring of the `hero-rise` animation, the card 0.4 s in.
// Plain CSS: the entrance needs no script, and reduced-motion visitors get none.

/** The home hero: server-rendered; its parallax is a client leaf that loads on desktop only. */
export function HeroSection({
  siteName,
  siteDescription,
  showreel,
}: {
  siteName: string;
  siteDescription: string;
  showreel: HighlightVideo | undefined;
}) {
  const video = showreel
    ? { youtubeId: showreel.youtubeId, title: showreel.title, thumbnail: showreel.thumbnail }
    : FALLBACK_SHOWREEL;
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden pt-28 pb-20 lg:min-h-[100svh] lg:pt-36"
    >
      <HeroParallax />
      <div aria-hidden="true" data-hero-layer="blob-a" className="hero-blob-a" />
      <div aria-hidden="true" data-hero-layer="blob-b" className="hero-blob-b" />
      <div className="container-page grid items-center gap-14 lg:grid-cols-[1.1fr_1fr] lg:gap-10">
        <div data-hero-layer="text" className="hero-copy flex flex-col items-start gap-6">
          <p className="hero-rise eyebrow tracking-[0.18em]">
            <span className="bg-brand-gradient size-1.5 rounded-full" aria-hidden="true" />
            Creative Excellence
          </p>
          <h1 id="hero-title" className="hero-rise hero-title">
            We are <span className="text-brand-gradient">{siteName}</span>
          </h1>
          <p className="hero-rise text-muted-foreground max-w-xl text-lg">
            {firstSentence(siteDescription)}
          </p>
          <div className="hero-rise flex flex-wrap items-center gap-3">
            <WatchMoreButton />
            <IntentLink href="/contact" className="btn btn-outline-lg">
              Get Started <SpriteIcon name="arrow-right" className="size-4" />
            </IntentLink>
          </div>
        </div>
        <div data-hero-layer="card">
          <div
            style={
              { "--hero-rise-delay": "0.4s", "--hero-rise-from": "32px" } as React.CSSProperties
            }
            className="hero-rise"
          >
            <HeroVideoCard {...video} />
          </div>
        </div>
      </div>
      <a href="#services" className="hero-scroll">
        Scroll
        <SpriteIcon name="chevron-down" className="scroll-cue-icon size-5" />
      </a>
    </section>
  );
}

// The settings' description can be long; the hero keeps its first sentence.
function firstSentence(text: string): string {
  const match = text.match(/^.*?[.!?](\s|$)/);
  return (match?.[0] ?? text).trim();
}

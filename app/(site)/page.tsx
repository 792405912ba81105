import type { Metadata } from "next";

import { AboutHeroSection } from "@/components/site/home/about-hero-section";
import { BlueprintSection } from "@/components/site/home/blueprint-section";
import { ContactSection } from "@/components/site/home/contact-section";
import { HeroSection } from "@/components/site/home/hero-section";
import { HighlightsSection } from "@/components/site/home/highlights-section";
import { InfluencerSection } from "@/components/site/home/influencer-section";
import { IpCarouselSection } from "@/components/site/home/ip-carousel-section";
import { PartnersSection } from "@/components/site/home/partners-section";
import { ServicesSection } from "@/components/site/home/services-section";
import { HydrateWhenNear } from "@/components/site/layout/hydrate-when-near-client";
import { getHighlightVideos } from "@/lib/data/public-content";
import { getSiteSettings } from "@/lib/data/settings";

// Static, regenerated at most hourly; admin saves revalidate the cached reads by tag at once.
export const revalidate = 3600;

export const metadata: Metadata = { alternates: { canonical: "/" } };

const LANDING_WORDS = ["Vision", "Strategy", "Impact"] as const;
const LANDING_WORD_MS = 2500;

export default async function HomePage() {
  const settings = await getSiteSettings();
  const highlights = await getHighlightVideos().catch(() => []);
  return (
    <>
      <HeroSection
        siteName={settings.siteName}
        siteDescription={settings.siteDescription}
        showreel={highlights[0]}
      />
      {/* Below the first screen: the browser skips each section's style, layout and paint until it
          comes near, and React hydrates it then (the sections with controls also in idle time
          after the load), so the page's start costs only the hero. */}
      <HydrateWhenNear>
        <ServicesSection />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <AboutHeroSection words={LANDING_WORDS} intervalMs={LANDING_WORD_MS} />
      </HydrateWhenNear>
      <HydrateWhenNear inIdleTime>
        <HighlightsSection />
      </HydrateWhenNear>
      <HydrateWhenNear inIdleTime>
        <IpCarouselSection />
      </HydrateWhenNear>
      <HydrateWhenNear inIdleTime>
        <PartnersSection />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <InfluencerSection />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <BlueprintSection />
      </HydrateWhenNear>
      <HydrateWhenNear inIdleTime>
        <ContactSection />
      </HydrateWhenNear>
    </>
  );
}

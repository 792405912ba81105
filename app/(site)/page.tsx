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
      <ServicesSection />
      <AboutHeroSection words={LANDING_WORDS} intervalMs={LANDING_WORD_MS} />
      {/* No Suspense fallbacks: the page is static, so a skeleton could only ever be sent beside
          the content it stands for (hidden until a script swaps them, and never without JavaScript). */}
      <HighlightsSection />
      <IpCarouselSection />
      <PartnersSection />
      <InfluencerSection />
      <BlueprintSection />
      <ContactSection />
    </>
  );
}

import type { Metadata } from "next";

import { TeamSection } from "@/components/site/about/team-section";
import { AboutHeroSection } from "@/components/site/home/about-hero-section";
import { BlueprintSection } from "@/components/site/home/blueprint-section";

export const revalidate = 3600;

export const metadata: Metadata = {
  title: "About Us",
  description:
    "Who we are, how we work and the team behind our branded content, celebrity campaigns and IPs.",
  alternates: { canonical: "/about" },
};

const ABOUT_WORDS = ["Influence", "Impact", "Innovation"] as const;
const ABOUT_WORD_MS = 3000;

export default function AboutPage() {
  return (
    <div className="pt-16 lg:pt-20">
      <AboutHeroSection
        words={ABOUT_WORDS}
        intervalMs={ABOUT_WORD_MS}
        headingLevel="h1"
        withCta={false}
      />
      <BlueprintSection />
      <TeamSection />
    </div>
  );
}

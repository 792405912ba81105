import type { HighlightVideo } from "@/components/site/types";

import { HeroClient } from "./hero-client";
import { HeroVideoCard } from "./hero-video-card-client";
import { MotionScope } from "./motion-scope-client";

// The showreel when no highlight is configured: the agency's own channel trailer.
const FALLBACK_SHOWREEL = { youtubeId: "aqz-KE-bpKQ", title: "Our showreel", thumbnail: null };

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
  // Framer Motion is scoped to the hero: the rest of the site does not load it.
  return (
    <MotionScope>
      <HeroClient
        siteName={siteName}
        description={firstSentence(siteDescription)}
        card={<HeroVideoCard {...video} />}
      />
    </MotionScope>
  );
}

// The settings' description can be long; the hero keeps its first sentence.
function firstSentence(text: string): string {
  const match = text.match(/^.*?[.!?](\s|$)/);
  return (match?.[0] ?? text).trim();
}

import { AlertTriangleIcon, ClapperboardIcon } from "lucide-react";

import { IntentLink } from "@/components/site/intent-link-client";
import { SpriteIcon } from "@/components/site/icons/sprite-icon";
import { StateCard } from "@/components/site/state-card";
import { getHighlightVideos } from "@/lib/data/public-content";
import { getSiteSettings } from "@/lib/data/settings";

import { toHighlightCardVideo } from "./highlight-card-video";
import { HighlightsGrid } from "./highlights-grid-client";
import { SectionHeading } from "./section-heading";

export function HighlightsFrame({ children }: { children: React.ReactNode }) {
  return (
    <section id="work" aria-labelledby="work-title" className="section-y scroll-mt-20">
      <div className="container-page flex flex-col gap-12">
        <SectionHeading
          id="work-title"
          eyebrow="Our Work"
          title="Media Highlights"
          lead="A few stories we are proud of: campaigns, series and IPs made with creators and brands."
        />
        {children}
        <div className="flex justify-center">
          <IntentLink href="/gallery" className="btn btn-outline-lg">
            View More <SpriteIcon name="arrow-right" className="size-4" />
          </IntentLink>
        </div>
      </div>
    </section>
  );
}

/** Loaded → grid; none configured → 'Highlights Coming Soon'; failure → 'Failed to load video content'. */
export async function HighlightsSection() {
  let videos: Awaited<ReturnType<typeof getHighlightVideos>>;
  let timeZone = "UTC";
  try {
    [videos, { timezone: timeZone }] = await Promise.all([getHighlightVideos(), getSiteSettings()]);
  } catch (error) {
    console.error("Media Highlights failed to load", error);
    return (
      <HighlightsFrame>
        <StateCard
          icon={<AlertTriangleIcon className="size-6" />}
          title="Failed to load video content"
          heading="h3"
        >
          Please refresh the page in a moment.
        </StateCard>
      </HighlightsFrame>
    );
  }
  return (
    <HighlightsFrame>
      {videos.length === 0 ? (
        <StateCard
          icon={<ClapperboardIcon className="size-6" />}
          title="Highlights Coming Soon"
          heading="h3"
        >
          Our latest campaigns and series will appear here shortly.
        </StateCard>
      ) : (
        <HighlightsGrid videos={videos.map((video) => toHighlightCardVideo(video, timeZone))} />
      )}
    </HighlightsFrame>
  );
}

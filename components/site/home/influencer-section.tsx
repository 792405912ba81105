import { getImageProps } from "next/image";

import { IntentLink } from "@/components/site/intent-link-client";
import { SpriteIcon } from "@/components/site/icons/sprite-icon";

// The second copy only continues the loop: decorative.
const COLLAGE_ALT = ["A collage of creators from our influencer network", ""];

const FACTS = [
  { value: "1,200+", label: "vetted creators" },
  { value: "18", label: "languages" },
  { value: "92%", label: "repeat brands" },
] as const;

export function InfluencerSection() {
  return (
    <section aria-labelledby="influencer-title" className="section-y relative overflow-hidden">
      <div className="container-page grid items-center gap-14 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <p className="kicker">Influencer Network</p>
          <h2 id="influencer-title" className="text-4xl font-bold sm:text-5xl lg:text-6xl">
            The creators your audience already trusts.
          </h2>
          <p className="text-muted-foreground max-w-xl text-lg">
            From celebrity ambassadors to micro-creators with fiercely loyal communities, we match
            brands with voices that fit, then run the campaign end to end: briefs, contracts,
            content approvals and reporting.
          </p>
          <dl className="fact-list">
            {FACTS.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
          <IntentLink href="/contact" className="btn btn-gradient-lg w-fit">
            Start a Campaign <SpriteIcon name="arrow-right" className="size-4" />
          </IntentLink>
        </div>
        <div className="collage-window">
          {/* Two stacked copies scroll upwards forever; hovering pauses them. */}
          <div className="marquee-track flex flex-col motion-safe:animate-[collage_40s_linear_infinite]">
            {[0, 1].map((copy) => (
              // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, rendered on the server with no client code
              <img
                key={copy}
                {...getImageProps({
                  src: "/influencers/collage.svg",
                  alt: COLLAGE_ALT[copy]!,
                  width: 600,
                  height: 2160,
                  className: "h-auto w-full",
                  unoptimized: true,
                }).props}
                alt={COLLAGE_ALT[copy]}
                aria-hidden={copy === 1 || undefined}
              />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

import { IntentLink } from "@/components/site/intent-link-client";
import { SpriteIcon } from "@/components/site/icons/sprite-icon";

import { RotatingWords } from "./rotating-words";

const STATS = [
  { value: "250+", label: "Campaigns delivered" },
  { value: "1,200+", label: "Creators in our network" },
  { value: "40+", label: "Brand partners" },
  { value: "1.5B", label: "Views generated" },
] as const;

/** 'About Us' hero. Landing: Vision/Strategy/Impact every 2.5 s; /about: Influence/Impact/Innovation every 3 s. */
export function AboutHeroSection({
  words,
  intervalMs,
  headingLevel = "h2",
  withCta = true,
}: {
  words: readonly string[];
  intervalMs: number;
  headingLevel?: "h1" | "h2";
  withCta?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <section aria-labelledby="about-hero-title" className="section-y relative overflow-hidden">
      <div className="container-page grid items-end gap-12 lg:grid-cols-[1.3fr_1fr]">
        <div className="flex flex-col gap-6">
          <p className="kicker">About Us</p>
          <Heading id="about-hero-title" className="text-5xl font-bold sm:text-6xl lg:text-7xl">
            Creating <RotatingWords words={words} intervalMs={intervalMs} />
            <br />
            that moves culture.
          </Heading>
          <p className="text-muted-foreground max-w-2xl text-lg">
            We are a media and brand-content agency. We build stories with creators and celebrities,
            put brands inside the formats people already love, and grow original IPs that audiences
            return to week after week.
          </p>
          {withCta && (
            <IntentLink href="/about" className="btn btn-outline-lg w-fit">
              Meet the team <SpriteIcon name="arrow-right" className="size-4" />
            </IntentLink>
          )}
        </div>
        <dl className="stat-grid">
          {STATS.map((stat) => (
            <div key={stat.label}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

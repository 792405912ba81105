import { PARTNER_LOGOS, type PartnerLogo } from "./partner-logos";
import { PartnersMarquee, type MarqueeLogo } from "./partners-marquee-client";

// Each logo travels to the marquee as its name, address and width only: the page's inline data
// repeats these 41 times, so every attribute the <img> can do without stays out of it.
const toMarqueeLogo = (logo: PartnerLogo): MarqueeLogo => [logo.name, logo.src, logo.width];

const half = Math.ceil(PARTNER_LOGOS.length / 2);
const ROWS = [PARTNER_LOGOS.slice(0, half).map(toMarqueeLogo), PARTNER_LOGOS.slice(half).map(toMarqueeLogo)] as const;

export function PartnersSection() {
  return (
    <section aria-labelledby="partners-title" className="section-y overflow-hidden border-y border-border bg-card/30">
      <div className="container-page mb-12 text-center">
        <p className="kicker">Trusted by brands</p>
        <h2 id="partners-title" className="mt-3 text-3xl font-bold sm:text-4xl">
          Showcasing Our Valued Partners
        </h2>
      </div>
      <PartnersMarquee rows={ROWS} />
    </section>
  );
}

import { PARTNER_LOGOS } from "./partner-logos";
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
      <PartnersMarquee rows={ROWS} />
    </section>
  );
}

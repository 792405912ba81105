import { getImageProps } from "next/image";

import { PARTNER_LOGOS, type PartnerLogo } from "./partner-logos";
import { PartnersMarquee, type MarqueeLogo } from "./partners-marquee-client";

// The logos' <img> attributes come from next/image here, on the server, so the marquee's client
// code carries plain <img> elements and not the image component. SVG wordmarks: not optimized.
const toMarqueeLogo = (logo: PartnerLogo): MarqueeLogo =>
  getImageProps({ src: logo.src, alt: logo.name, width: logo.width, height: 60, unoptimized: true }).props;

const half = Math.ceil(PARTNER_LOGOS.length / 2);
const ROWS = [PARTNER_LOGOS.slice(0, half).map(toMarqueeLogo), PARTNER_LOGOS.slice(half).map(toMarqueeLogo)] as const;

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

import { PartnersMarquee } from "./partners-marquee-client";

export function PartnersSection() {
  return (
    <section
      aria-labelledby="partners-title"
      className="section-y border-border bg-card/30 overflow-hidden border-y"
    >
      <div className="container-page mb-12 text-center">
        <p className="kicker">Trusted by brands</p>
        <h2 id="partners-title" className="mt-3 text-3xl font-bold sm:text-4xl">
          Showcasing Our Valued Partners
        </h2>
      </div>
      <PartnersMarquee />
    </section>
  );
}

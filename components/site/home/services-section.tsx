import { SpriteIcon, type SpriteIconName } from "@/components/site/icons/sprite-icon";

import { SectionHeading } from "./section-heading";
import { Particles } from "./particles";

const SERVICES: ReadonlyArray<{ title: string; icon: SpriteIconName; items: string[] }> = [
  {
    title: "Branded Content Creation",
    icon: "clapperboard",
    items: ["Video Production", "Social Media Content", "Campaign Strategy"],
  },
  {
    title: "Celebrity Engagement",
    icon: "star",
    items: ["Celebrity Partnerships", "Influencer Marketing", "Brand Ambassadorships"],
  },
  {
    title: "Sponsorships & IP",
    icon: "handshake",
    items: ["Event Sponsorships", "IP Development", "Content Licensing"],
  },
  {
    title: "Digital Marketing",
    icon: "chart-line",
    items: ["Social Media Strategy", "Performance Marketing", "Analytics & Insights"],
  },
];

export function ServicesSection() {
  return (
    <section
      id="services"
      aria-labelledby="services-title"
      className="section-y relative isolate scroll-mt-20 overflow-hidden"
    >
      <Particles />
      <div className="container-page flex flex-col gap-14">
        <SectionHeading id="services-title" eyebrow="Our Specializations" title="What We Do" />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {SERVICES.map((service, index) => (
            <li key={service.title} className="lift-card group service-card">
              <div className="service-card-top">
                <span className="service-icon">
                  <SpriteIcon name={service.icon} />
                </span>
                <span className="service-number">0{index + 1}</span>
              </div>
              <h3>{service.title}</h3>
              <ul className="service-items">
                {service.items.map((item) => (
                  <li key={item} className="service-item">
                    {item}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

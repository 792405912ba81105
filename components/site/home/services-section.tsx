import { ClapperboardIcon, HandshakeIcon, LineChartIcon, StarIcon, type LucideIcon } from "lucide-react";

import { SectionHeading } from "./section-heading";
import { Particles } from "./particles";

const SERVICES: ReadonlyArray<{ title: string; icon: LucideIcon; items: string[] }> = [
  {
    title: "Branded Content Creation",
    icon: ClapperboardIcon,
    items: ["Video Production", "Social Media Content", "Campaign Strategy"],
  },
  {
    title: "Celebrity Engagement",
    icon: StarIcon,
    items: ["Celebrity Partnerships", "Influencer Marketing", "Brand Ambassadorships"],
  },
  {
    title: "Sponsorships & IP",
    icon: HandshakeIcon,
    items: ["Event Sponsorships", "IP Development", "Content Licensing"],
  },
  {
    title: "Digital Marketing",
    icon: LineChartIcon,
    items: ["Social Media Strategy", "Performance Marketing", "Analytics & Insights"],
  },
];

export function ServicesSection() {
  return (
    <section id="services" aria-labelledby="services-title" className="section-y relative isolate scroll-mt-20 overflow-hidden">
      <Particles />
      <div className="container-page flex flex-col gap-14">
        <SectionHeading id="services-title" eyebrow="Our Specializations" title="What We Do" />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {SERVICES.map((service, index) => (
            <li
              key={service.title}
              className="lift-card group relative flex flex-col gap-5 p-6 backdrop-blur hover:shadow-fuchsia-500/10"
            >
              <span
                aria-hidden="true"
                className="absolute inset-x-0 top-0 h-px bg-brand-gradient opacity-0 transition-opacity duration-200 group-hover:opacity-100"
              />
              <div className="flex items-center justify-between">
                <span className="grid size-12 place-items-center rounded-xl bg-foreground/5 text-brand-text ring-1 ring-border transition-colors duration-200 group-hover:bg-brand-gradient group-hover:text-white">
                  <service.icon className="size-6" aria-hidden="true" />
                </span>
                <span className="font-mono text-sm text-muted-foreground">0{index + 1}</span>
              </div>
              <h3 className="text-xl font-semibold">{service.title}</h3>
              <ul className="flex flex-col gap-2 text-sm text-muted-foreground">
                {service.items.map((item) => (
                  <li key={item} className="flex items-center gap-2">
                    <span className="size-1 rounded-full bg-brand-text" aria-hidden="true" />
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

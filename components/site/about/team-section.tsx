import { getImageProps } from "next/image";
import { ExternalLinkIcon, MailIcon, MapPinIcon, PhoneIcon } from "lucide-react";

import { SectionHeading } from "@/components/site/home/section-heading";

import { TEAM_MEMBERS } from "./team-members";

export function TeamSection() {
  return (
    <section aria-labelledby="team-title" className="section-y">
      <div className="container-page flex flex-col gap-14">
        <SectionHeading
          id="team-title"
          eyebrow="Our Team"
          title="The people behind the work"
          lead="Producers, strategists and talent managers in Mumbai and Dubai, working as one team."
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {TEAM_MEMBERS.map((member) => (
            <li
              key={member.id}
              data-testid="team-card"
              className="group border-border bg-card/60 flex flex-col overflow-hidden rounded-2xl border transition-[transform,box-shadow] duration-200 hover:-translate-y-1 hover:shadow-xl hover:shadow-black/20 motion-reduce:hover:translate-y-0"
            >
              <div className="relative aspect-[4/5] overflow-hidden">
                {/* eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, rendered on the server with no client code */}
                <img
                  {...getImageProps({
                    src: member.image,
                    alt: `Portrait of ${member.name}`,
                    fill: true,
                    sizes: "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
                    className:
                      "object-cover transition-transform duration-500 group-hover:scale-105",
                    unoptimized: true,
                  }).props}
                  alt={`Portrait of ${member.name}`}
                />
              </div>
              <div className="flex flex-1 flex-col gap-3 p-6">
                <div>
                  <h3 className="text-2xl font-semibold">{member.name}</h3>
                  <p className="text-brand-text text-sm font-medium">{member.role}</p>
                </div>
                <p className="text-muted-foreground text-sm">{member.description}</p>
                {(member.email || member.phone || member.address || member.link) && (
                  <ul className="border-border mt-auto flex flex-col gap-2 border-t pt-4 text-sm">
                    {member.email && (
                      <li>
                        <a
                          href={`mailto:${member.email}`}
                          className="inline-flex items-center gap-2 hover:underline"
                        >
                          <MailIcon className="text-muted-foreground size-4" aria-hidden="true" />{" "}
                          {member.email}
                        </a>
                      </li>
                    )}
                    {member.phone && (
                      <li>
                        <a
                          href={`tel:${member.phone.replace(/\s+/g, "")}`}
                          className="inline-flex items-center gap-2 hover:underline"
                        >
                          <PhoneIcon className="text-muted-foreground size-4" aria-hidden="true" />{" "}
                          {member.phone}
                        </a>
                      </li>
                    )}
                    {member.address && (
                      <li className="inline-flex items-start gap-2">
                        <MapPinIcon
                          className="text-muted-foreground mt-1 size-4 shrink-0"
                          aria-hidden="true"
                        />{" "}
                        {member.address}
                      </li>
                    )}
                    {member.link && (
                      <li>
                        <a
                          href={member.link.href}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="inline-flex items-center gap-2 hover:underline"
                        >
                          <ExternalLinkIcon
                            className="text-muted-foreground size-4"
                            aria-hidden="true"
                          />{" "}
                          {member.link.label}
                          <span className="sr-only">(opens in a new tab)</span>
                        </a>
                      </li>
                    )}
                  </ul>
                )}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

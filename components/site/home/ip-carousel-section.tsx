import { BookOpenIcon, LightbulbIcon, SparklesIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { listPublishedProjects } from "@/lib/data/public-content";

import { IpCarousel, type IpSlide } from "./ip-carousel-client";
import { SectionHeading } from "./section-heading";

const IP_CATEGORY = "intellectual properties";

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <section id="ips" aria-labelledby="ips-title" className="section-y scroll-mt-20">
      <div className="container-page flex flex-col gap-12">
        <SectionHeading
          id="ips-title"
          eyebrow="Original Formats"
          title="Featured IP's"
          lead="Series and formats we created and own: built with brand partners, loved by audiences."
        />
        {children}
      </div>
    </section>
  );
}

export async function IpCarouselSection() {
  let ips: IpSlide[] = [];
  try {
    const projects = await listPublishedProjects();
    ips = projects
      .filter((project) => project.category.trim().toLowerCase() === IP_CATEGORY)
      .map(({ _id, title, description, category, image, imageAlt }) => ({
        _id,
        title,
        description,
        category,
        image,
        imageAlt,
      }));
  } catch (error) {
    // A carousel fetch error is only logged: the empty state is a better first impression than an error.
    console.error("Featured IPs failed to load", error);
  }
  return <Frame>{ips.length > 0 ? <IpCarousel projects={ips} /> : <IpEmptyState />}</Frame>;
}

const TEASERS = [
  {
    title: "Innovative Content",
    icon: LightbulbIcon,
    text: "Formats designed for the way audiences watch today.",
  },
  {
    title: "Creative Excellence",
    icon: SparklesIcon,
    text: "Production values that make brands proud to sit inside.",
  },
  {
    title: "Rich Storytelling",
    icon: BookOpenIcon,
    text: "Characters and worlds that audiences come back to.",
  },
] as const;

function IpEmptyState() {
  return (
    <div className="border-border flex flex-col items-center gap-10 rounded-3xl border border-dashed px-6 py-14 text-center">
      <div className="flex flex-col gap-3">
        <h3 className="text-2xl font-semibold sm:text-3xl">No IP Projects Yet</h3>
        <p className="text-muted-foreground">Our first original formats are in development.</p>
      </div>
      <ul className="grid w-full max-w-4xl gap-4 sm:grid-cols-3">
        {TEASERS.map((teaser) => (
          <li
            key={teaser.title}
            className="bg-foreground/5 flex flex-col items-center gap-3 rounded-2xl p-6"
          >
            <teaser.icon className="text-brand-text size-6" aria-hidden="true" />
            <h4 className="font-sans text-base font-semibold">{teaser.title}</h4>
            <p className="text-muted-foreground text-sm">{teaser.text}</p>
          </li>
        ))}
      </ul>
      {/* 'Stay Updated' does nothing yet: there is no list to subscribe to. */}
      <Button type="button" variant="gradient" size="lg">
        Stay Updated
      </Button>
    </div>
  );
}

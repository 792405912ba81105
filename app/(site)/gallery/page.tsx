import type { Metadata } from "next";

import { GalleryClient } from "@/components/site/gallery/gallery-client";
import { toGalleryItems } from "@/components/site/gallery/gallery-items";
import { PageIntro } from "@/components/site/page-intro";
import { listActiveVideos, listPublishedProjects } from "@/lib/data/public-content";
import { getSiteSettings } from "@/lib/data/settings";
import { CATEGORIES } from "@/lib/validations/categories";

export const revalidate = 3600;

export const metadata: Metadata = {
  title: "Our Portfolio",
  description:
    "Projects and videos by our agency: branded content, celebrity campaigns, sponsorships and original IPs.",
  alternates: { canonical: "/gallery" },
};

export default async function GalleryPage() {
  const [projects, videos, settings] = await Promise.all([
    listPublishedProjects(),
    listActiveVideos(),
    getSiteSettings(),
  ]);
  const items = toGalleryItems(projects, videos, settings.timezone);
  const categories = [...new Set([...CATEGORIES, ...items.map((item) => item.category)])];

  return (
    <div className="container-page pt-32 pb-24 lg:pt-40">
      <PageIntro
        eyebrow="Gallery"
        title="Our Portfolio"
        lead="Campaigns, series and IPs we have made with brands, creators and celebrities."
      />
      {/* The URL's filters are read in the browser, so this page stays static. */}
      <GalleryClient items={items} categories={categories} />
    </div>
  );
}

import { ImageResponse } from "next/og";

import { OG_SIZE, OgCard } from "@/components/site/seo/og-card";
import { getPublicProject } from "@/lib/data/public-content";
import { getSiteSettings } from "@/lib/data/settings";

export const alt = "Featured IP";
export const size = OG_SIZE;
export const contentType = "image/png";
export const revalidate = 3600;

export default async function IpOpengraphImage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [project, settings] = await Promise.all([getPublicProject(id), getSiteSettings()]);
  return new ImageResponse(
    <OgCard
      siteName={settings.siteName}
      eyebrow={project?.category ?? "Featured IP"}
      title={project?.title ?? "IP Not Found"}
      subtitle={project?.description}
    />,
    size,
  );
}

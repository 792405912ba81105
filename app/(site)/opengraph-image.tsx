import { ImageResponse } from "next/og";

import { OG_SIZE, OgCard } from "@/components/site/seo/og-card";
import { getSiteSettings } from "@/lib/data/settings";

export const alt = "Creative Excellence";
export const size = OG_SIZE;
export const contentType = "image/png";
export const revalidate = 3600;

export default async function OpengraphImage() {
  const settings = await getSiteSettings();
  return new ImageResponse(
    <OgCard
      siteName={settings.siteName}
      eyebrow="Creative Excellence"
      title={`We are ${settings.siteName}`}
      subtitle={settings.siteDescription}
    />,
    size,
  );
}

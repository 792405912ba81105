import { ImageResponse } from "next/og";

import { findPost } from "@/lib/data/find-post";
import { OG_SIZE, OgCard } from "@/components/site/seo/og-card";
import { getSiteSettings } from "@/lib/data/settings";

export const alt = "Post";
export const size = OG_SIZE;
export const contentType = "image/png";
export const revalidate = 3600;

export default async function PostOpengraphImage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [post, settings] = await Promise.all([findPost(id), getSiteSettings()]);
  return new ImageResponse(
    <OgCard
      siteName={settings.siteName}
      eyebrow={
        post ? `${post.type === "video" ? "Video" : "Project"} · ${post.item.category}` : "Post"
      }
      title={post?.item.title ?? "Post Not Found"}
      subtitle={post?.item.description}
    />,
    size,
  );
}

import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { findPostForPage } from "@/lib/data/find-post";
import { PostDetail } from "@/components/site/detail/post-detail";
import { PreviewBanner } from "@/components/site/detail/preview-banner";
import { VideoJsonLd } from "@/components/site/seo/video-json-ld";
import { getSiteSettings } from "@/lib/data/settings";

export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams(): Array<{ id: string }> {
  return [];
}

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const found = await findPostForPage(id);
  if (!found) return { title: "Post Not Found", robots: { index: false } };
  const { post, preview } = found;
  const { item } = post;
  return {
    title: item.title,
    description: item.description.slice(0, 160),
    alternates: { canonical: `/post/${item._id}?type=${post.type}` },
    openGraph: {
      title: item.title,
      description: item.description.slice(0, 200),
      type: post.type === "video" ? "video.other" : "article",
    },
    // A staff preview may show a draft: never indexed, whatever it shows.
    ...(preview ? { robots: { index: false, follow: false } } : {}),
  };
}

export default async function PostPage({ params }: Props) {
  const { id } = await params;
  const [found, settings] = await Promise.all([findPostForPage(id), getSiteSettings()]);
  if (!found) notFound();
  const { post, preview } = found;
  return (
    <>
      <PostDetail post={post} timeZone={settings.timezone} />
      {preview ? <PreviewBanner post={post} timeZone={settings.timezone} /> : null}
      {/* Structured data describes public posts only. */}
      {post.type === "video" && !preview ? <VideoJsonLd video={post.item} /> : null}
    </>
  );
}

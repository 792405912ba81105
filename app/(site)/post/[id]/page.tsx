import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { findPost } from "@/components/site/detail/find-post";
import { PostDetail } from "@/components/site/detail/post-detail";
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
  const post = await findPost(id);
  if (!post) return { title: "Post Not Found", robots: { index: false } };
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
  };
}

export default async function PostPage({ params }: Props) {
  const { id } = await params;
  const [post, settings] = await Promise.all([findPost(id), getSiteSettings()]);
  if (!post) notFound();
  return (
    <>
      <PostDetail post={post} timeZone={settings.timezone} />
      {post.type === "video" && <VideoJsonLd video={post.item} />}
    </>
  );
}

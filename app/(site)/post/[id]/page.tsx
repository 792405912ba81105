import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { PostDetail, type Post } from "@/components/site/detail/post-detail";
import { VideoJsonLd } from "@/components/site/seo/video-json-ld";
import { getPublicProject, getPublicVideo } from "@/lib/data/public-content";
import { getSiteSettings } from "@/lib/data/settings";

export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams(): Array<{ id: string }> {
  return [];
}

type Props = { params: Promise<{ id: string }> };

/**
 * `?type=` is not read here: ids are unique across both tables, so the post is resolved by
 * trying both, and the page stays cacheable whatever the query says.
 */
async function findPost(id: string): Promise<Post | null> {
  const [video, project] = await Promise.all([getPublicVideo(id), getPublicProject(id)]);
  if (video) return { type: "video", item: video };
  if (project) return { type: "project", item: project };
  return null;
}

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

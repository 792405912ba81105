import type { Metadata } from "next";

import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { parsePostsQuery } from "@/components/admin/posts/posts-query";
import { PostsManager } from "@/components/admin/posts/posts-manager-client";
import { requirePageViewer } from "@/lib/auth/page-viewer";
import { listAdminPosts } from "@/lib/data/admin-posts";
import { readSiteSettings } from "@/lib/data/settings";
import { getEnv } from "@/lib/env";

export const metadata: Metadata = { title: "Posts" };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function PostsPage({ searchParams }: PageProps) {
  await requirePageViewer("posts:write");
  const query = parsePostsQuery(await searchParams);
  const [{ posts, pagination }, settings] = await Promise.all([
    listAdminPosts(query),
    readSiteSettings(),
  ]);
  const filtered = !!(query.search || query.category || query.state);
  return (
    <>
      <AdminPageHeader
        title="Post Management"
        description={
          filtered
            ? `${pagination.total} matching posts`
            : `${pagination.total} posts: videos and projects, public and draft`
        }
      />
      <PostsManager
        posts={posts}
        pagination={pagination}
        maxFileSizeMb={settings.maxFileSize}
        timeZone={settings.timezone}
        youtubeFigures={!!getEnv().YOUTUBE_API_KEY}
        initialNew={query.newType}
      />
    </>
  );
}

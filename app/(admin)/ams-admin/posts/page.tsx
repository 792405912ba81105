import type { Metadata } from "next";

import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { loadAdminPosts, parsePostsQuery } from "@/components/admin/posts/load-posts";
import { PostsManager } from "@/components/admin/posts/posts-manager-client";
import { requirePageViewer } from "@/lib/auth/page-viewer";
import { readSiteSettings } from "@/lib/data/settings";

export const metadata: Metadata = { title: "Posts" };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function PostsPage({ searchParams }: PageProps) {
  await requirePageViewer("posts:write");
  const query = parsePostsQuery(await searchParams);
  const [{ posts, total }, settings] = await Promise.all([loadAdminPosts(query), readSiteSettings()]);
  const filtered = !!(query.search || query.category);
  return (
    <>
      <AdminPageHeader
        title="Post Management"
        description={filtered ? `${total} matching posts` : `${total} posts: videos and projects, public and draft`}
      />
      <PostsManager posts={posts} maxFileSizeMb={settings.maxFileSize} timeZone={settings.timezone} initialNew={query.newType} />
    </>
  );
}

"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { FileSearchIcon, PlusIcon, RefreshCwIcon } from "lucide-react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import type { Pagination as PaginationData } from "@/lib/data/pagination";
import { callApi, errorMessage } from "@/lib/api-client";
import { ConfirmDialog } from "../confirm-dialog-client";
import { EmptyState } from "../empty-state";
import { Pagination } from "../pagination-client";
import { useQueryState } from "../use-query-state";
import { PostCard } from "./post-card-client";
import { PostChooserDialog } from "./post-chooser-dialog-client";
import { PostFormDialog, type PostFormTarget } from "./post-form-dialog-client";
import { PostsFilters } from "./posts-filters-client";
import { apiPath, type AdminPost, type PostType } from "./post-types";
import { useVideoRefresh } from "./use-video-refresh";
import { YouTubeFiguresProvider } from "./youtube-figures-context";

type PostsManagerProps = {
  posts: AdminPost[];
  pagination: PaginationData;
  maxFileSizeMb: number;
  /** The site's timezone (Site Settings), for publish times. */
  timeZone: string;
  /** The server has a YouTube Data API key: figures come from YouTube, and can be refreshed. */
  youtubeFigures: boolean;
  /** ?new=video|project (the dashboard's Quick Actions) opens that form at once. */
  initialNew: PostType | null;
};

export function PostsManager({
  posts,
  pagination,
  maxFileSizeMb,
  timeZone,
  youtubeFigures,
  initialNew,
}: PostsManagerProps) {
  const router = useRouter();
  const query = useQueryState();
  const [, startTransition] = useTransition();
  const [chooserOpen, setChooserOpen] = useState(false);
  const [formTarget, setFormTarget] = useState<PostFormTarget | null>(
    initialNew ? { type: initialNew } : null,
  );
  const [deleting, setDeleting] = useState<AdminPost | null>(null);
  const figures = useVideoRefresh(() => startTransition(() => router.refresh()));

  function closeForm() {
    setFormTarget(null);
    // Drop ?new= so a reload does not reopen the form.
    if (query.params.has("new")) query.update({ new: null });
  }

  function saved() {
    closeForm();
    startTransition(() => router.refresh());
  }

  async function confirmDelete() {
    if (!deleting) return;
    const { type, _id } = deleting;
    try {
      await callApi(apiPath(type, _id), { method: "DELETE" });
    } catch (error) {
      toast.error(`Failed to delete ${type}`, {
        description: errorMessage(error, "") || undefined,
      });
      return;
    }
    toast.success(type === "video" ? "Video deleted successfully" : "Project deleted successfully");
    setDeleting(null);
    startTransition(() => router.refresh());
  }

  return (
    <div className="grid grid-cols-1 gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PostsFilters />
        <div className="flex gap-2">
          {youtubeFigures ? (
            <Button
              type="button"
              variant="outline"
              onClick={figures.refreshAll}
              disabled={!!figures.busy}
            >
              <RefreshCwIcon
                aria-hidden="true"
                className={figures.busy === "all" ? "animate-spin" : undefined}
              />
              Refresh all from YouTube
            </Button>
          ) : null}
          <Button type="button" onClick={() => setChooserOpen(true)}>
            <PlusIcon aria-hidden="true" />
            Add Post
          </Button>
        </div>
      </div>

      {posts.length === 0 ? (
        <EmptyState
          icon={FileSearchIcon}
          title="No Posts Found"
          description="Try adding a new post or adjusting your filters."
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
          {posts.map((post) => (
            <li key={`${post.type}-${post._id}`} className="flex">
              <PostCard
                post={post}
                timeZone={timeZone}
                onEdit={() => setFormTarget({ type: post.type, post })}
                onDelete={() => setDeleting(post)}
                onRefresh={
                  youtubeFigures && post.type === "video"
                    ? () => void figures.refreshOne(post)
                    : undefined
                }
                refreshing={figures.busy === post._id || figures.busy === "all"}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination pagination={pagination} noun="posts" query={query} />

      <PostChooserDialog
        open={chooserOpen}
        onOpenChange={setChooserOpen}
        onChoose={(type) => {
          setChooserOpen(false);
          setFormTarget({ type });
        }}
      />
      <YouTubeFiguresProvider value={youtubeFigures}>
        <PostFormDialog
          target={formTarget}
          maxFileSizeMb={maxFileSizeMb}
          timeZone={timeZone}
          onClose={closeForm}
          onSaved={saved}
        />
      </YouTubeFiguresProvider>
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={deleting?.type === "project" ? "Delete project" : "Delete video"}
        description={`Are you sure you want to delete this ${deleting?.type ?? "video"}?`}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

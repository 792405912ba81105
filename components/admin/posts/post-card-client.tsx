"use client";

import Link from "next/link";
import { ExternalLinkIcon, PencilIcon, RefreshCwIcon, Trash2Icon } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SUCCESS_BADGE_TEXT } from "../users/user-badges";
import { formatDateTime } from "@/lib/format";
import { isScheduled } from "@/lib/publish-time";
import { detailsHref, isPublic, POST_TYPE_LABEL, postImage, type AdminPost } from "./post-types";
import { PostThumbnail } from "./post-thumbnail-client";

const SHOWN_KEYWORDS = 2;

type PostCardProps = {
  post: AdminPost;
  timeZone: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Offered on video cards when the server can read figures from YouTube. */
  onRefresh?: () => void;
  refreshing?: boolean;
};

export function PostCard({
  post,
  timeZone,
  onEdit,
  onDelete,
  onRefresh,
  refreshing,
}: PostCardProps) {
  const shown = post.keywords.slice(0, SHOWN_KEYWORDS);
  const more = post.keywords.length - shown.length;
  const alt = post.type === "project" ? post.imageAlt || post.title : `${post.title} thumbnail`;
  return (
    <article
      className="border-border bg-card flex w-full flex-col overflow-hidden rounded-xl border"
      data-testid="post-card"
    >
      <PostThumbnail src={postImage(post)} alt={alt} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge variant="outline">{POST_TYPE_LABEL[post.type]}</Badge>
          <Badge
            variant={isPublic(post) ? "success" : "warning"}
            className={isPublic(post) ? SUCCESS_BADGE_TEXT : undefined}
            title={isPublic(post) ? "Public on the site" : "Not shown on the site"}
          >
            {post.status}
          </Badge>
        </div>
        {post.status !== "draft" && isScheduled(post) ? (
          <p
            className="text-xs font-medium text-amber-800 dark:text-amber-300"
            data-testid="post-scheduled"
          >
            Scheduled for {formatDateTime(post.publishAt, timeZone)}
          </p>
        ) : null}
        <h3 className="line-clamp-2 font-sans text-base font-semibold tracking-normal">
          {post.title}
        </h3>
        <p className="text-muted-foreground line-clamp-2 text-sm leading-snug">
          {post.description}
        </p>
        <p className="text-muted-foreground text-xs">
          {post.category}
          {post.type === "project" ? ` · ${post.client}` : null}
        </p>
        {post.keywords.length > 0 ? (
          <ul className="flex flex-wrap gap-1" aria-label="Keywords">
            {shown.map((keyword) => (
              <li key={keyword}>
                <Badge variant="secondary">{keyword}</Badge>
              </li>
            ))}
            {more > 0 ? (
              <li>
                <Badge variant="secondary">+{more} more</Badge>
              </li>
            ) : null}
          </ul>
        ) : null}
        <div className="mt-auto flex items-center gap-1 pt-2">
          <Button asChild variant="outline" size="sm">
            {isPublic(post) ? (
              <Link href={detailsHref(post)}>
                <ExternalLinkIcon aria-hidden="true" />
                View Details
              </Link>
            ) : (
              // The preview is a route handler that sets a cookie and redirects: a full page load.
              <a href={detailsHref(post)}>
                <ExternalLinkIcon aria-hidden="true" />
                View Details
              </a>
            )}
          </Button>
          {onRefresh ? (
            <Button
              type="button"
              variant="ghost"
              size="icon-sm"
              className="ml-auto"
              onClick={onRefresh}
              disabled={refreshing}
              aria-label={`Refresh ${post.title} from YouTube`}
              title="Refresh from YouTube"
            >
              <RefreshCwIcon
                aria-hidden="true"
                className={refreshing ? "animate-spin" : undefined}
              />
            </Button>
          ) : null}
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            className={onRefresh ? undefined : "ml-auto"}
            onClick={onEdit}
            aria-label={`Edit ${post.title}`}
          >
            <PencilIcon aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            className="text-destructive hover:text-destructive"
            onClick={onDelete}
            aria-label={`Delete ${post.title}`}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      </div>
    </article>
  );
}

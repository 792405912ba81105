import {
  ArrowDownIcon,
  ArrowLeftIcon,
  BriefcaseIcon,
  CalendarDaysIcon,
  ClockIcon,
  EyeIcon,
  TvIcon,
} from "lucide-react";

import { IntentLink } from "@/components/site/intent-link-client";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Post } from "@/lib/data/find-post";
import { formatDate, formatViews } from "@/lib/format";
import { youtubeThumbnailUrl } from "@/lib/youtube/embed";

import { KeywordChips } from "./keyword-chips";
import { PostMedia } from "./post-media-client";
import { ShareButton } from "./share-button-client";

/** A post page: hero, meta for the type, 'Watch Video' or 'View Details', 'Share', About and Keywords. */
export function PostDetail({ post, timeZone }: { post: Post; timeZone: string }) {
  const { item } = post;
  const typeLabel = post.type === "video" ? "Video" : "Project";
  const date = post.type === "video" ? post.item.publishedAt : post.item.createdAt;
  const sources =
    post.type === "video"
      ? [
          post.item.thumbnailUrl ?? post.item.thumbnail,
          post.item.youtubeId ? youtubeThumbnailUrl(post.item.youtubeId, "maxresdefault") : null,
          post.item.youtubeId ? youtubeThumbnailUrl(post.item.youtubeId, "hqdefault") : null,
        ]
      : [post.item.image];
  const sharePath = `/post/${item._id}?type=${post.type}`;

  return (
    <article className="container-page min-h-svh pt-28 pb-24 lg:pt-36">
      <Button asChild variant="ghost" className="text-muted-foreground mb-8 -ml-3">
        <IntentLink href="/gallery">
          <ArrowLeftIcon aria-hidden="true" /> Back to Gallery
        </IntentLink>
      </Button>
      <header className="mb-10 flex max-w-4xl flex-col gap-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary" className="px-3 py-1 text-xs tracking-[0.12em] uppercase">
            {item.category}
          </Badge>
          <Badge variant="outline">{typeLabel}</Badge>
        </div>
        <h1 className="text-4xl font-bold sm:text-5xl lg:text-6xl">{item.title}</h1>
        <dl className="text-muted-foreground flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <Meta icon={<CalendarDaysIcon className="size-4" />} label="Date">
            <time dateTime={date}>{formatDate(date, timeZone)}</time>
          </Meta>
          {post.type === "video" ? (
            <>
              <Meta icon={<EyeIcon className="size-4" />} label="Views">
                <span className="font-mono">{formatViews(post.item.views)} views</span>
              </Meta>
              <Meta icon={<TvIcon className="size-4" />} label="Channel">
                {post.item.channelTitle}
              </Meta>
              <Meta icon={<ClockIcon className="size-4" />} label="Duration">
                <span className="font-mono">{post.item.duration}</span>
              </Meta>
            </>
          ) : (
            <Meta icon={<BriefcaseIcon className="size-4" />} label="Client">
              {post.item.client}
            </Meta>
          )}
        </dl>
      </header>

      <PostMedia
        title={item.title}
        sources={sources}
        alt={
          post.type === "project" ? post.item.imageAlt || item.title : `Thumbnail of ${item.title}`
        }
        youtubeId={post.type === "video" ? post.item.youtubeId : null}
        actions={
          <>
            {post.type === "project" && (
              <Button asChild variant="gradient" size="lg">
                <a href="#details">
                  View Details <ArrowDownIcon aria-hidden="true" />
                </a>
              </Button>
            )}
            <ShareButton title={item.title} path={sharePath} />
          </>
        }
      />

      <div id="details" className="mt-16 grid scroll-mt-28 gap-12 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="about-post" className="flex flex-col gap-4">
          <h2 id="about-post" className="text-3xl font-bold">
            About This {typeLabel}
          </h2>
          <p className="text-muted-foreground max-w-prose text-lg leading-relaxed whitespace-pre-line">
            {item.description}
          </p>
        </section>
        <section aria-labelledby="post-keywords" className="flex flex-col gap-4">
          <h2 id="post-keywords" className="text-2xl font-bold">
            Keywords
          </h2>
          <KeywordChips keywords={item.keywords} />
        </section>
      </div>
    </article>
  );
}

function Meta({
  icon,
  label,
  children,
}: {
  icon: React.ReactNode;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex items-center gap-2">
      <dt>
        <span aria-hidden="true">{icon}</span>
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

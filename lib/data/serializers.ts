import type { Project, SiteSettings, Video, YoutubeMetadata } from "@/lib/generated/prisma/client";
import { AGENCY_CHANNEL_TITLE } from "@/lib/db/seed-content";

// One serializer per entity: the API's shape (`_id`, ISO dates, numbers not BigInt), produced
// once and shared by route handlers and the cached reads of the public pages.

export type ProjectDto = {
  _id: string;
  title: string;
  description: string;
  keywords: string[];
  category: string;
  status: "draft" | "published";
  client: string;
  image: string | null;
  imageAlt: string | null;
  /** Scheduled publish time (ISO): the post is public from then on; null when not scheduled. */
  publishAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export type VideoDto = {
  _id: string;
  title: string;
  description: string;
  keywords: string[];
  category: string;
  status: "draft" | "active";
  url: string;
  youtubeId: string | null;
  thumbnail: string | null;
  thumbnailUrl: string | null;
  views: number;
  duration: string;
  publishedAt: string;
  channelTitle: string;
  /** Scheduled publish time on this site (ISO); null when not scheduled. Not the YouTube date. */
  publishAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** A Media Highlights entry, built from a stored video or stored YouTube metadata. */
export type HighlightVideoDto = {
  _id: string;
  type: "video";
  status: "active";
  url: string;
  youtubeId: string;
  title: string;
  description: string;
  thumbnail: string;
  thumbnailUrl: string;
  duration: string;
  views: number;
  publishedAt: string;
  channelTitle: string;
  category: "Featured";
  createdAt: string;
};

export type SiteSettingsDto = {
  siteName: string;
  siteDescription: string;
  theme: "light" | "dark";
  maxFileSize: number;
  timezone: string;
  emailNotifications: boolean;
  autoApprove: boolean;
  highlightUrls: string[];
};

export type YoutubeMetadataDto = {
  title: string;
  description: string;
  thumbnail: string;
  duration: string;
  views: number;
  publishedAt: string | null;
  channelTitle: string;
};

export function serializeProject(project: Project): ProjectDto {
  return {
    _id: project.id,
    title: project.title,
    description: project.description,
    keywords: project.keywords,
    category: project.category,
    status: project.status,
    client: project.client,
    image: project.image,
    imageAlt: project.imageAlt,
    publishAt: project.publishAt?.toISOString() ?? null,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
  };
}

export function serializeVideo(video: Video): VideoDto {
  return {
    _id: video.id,
    title: video.title,
    description: video.description,
    keywords: video.keywords,
    category: video.category,
    status: video.status,
    url: video.url,
    youtubeId: video.youtubeId,
    thumbnail: video.thumbnail,
    thumbnailUrl: video.thumbnail,
    views: toNumber(video.views),
    duration: video.duration || "0:00",
    publishedAt: (video.publishedAt ?? video.createdAt).toISOString(),
    channelTitle: video.channelTitle || AGENCY_CHANNEL_TITLE,
    publishAt: video.publishAt?.toISOString() ?? null,
    createdAt: video.createdAt.toISOString(),
    updatedAt: video.updatedAt.toISOString(),
  };
}

export function serializeSiteSettings(settings: SiteSettings): SiteSettingsDto {
  return {
    siteName: settings.siteName,
    siteDescription: settings.siteDescription,
    theme: settings.theme === "light" ? "light" : "dark",
    maxFileSize: settings.maxFileSize,
    timezone: settings.timezone,
    emailNotifications: settings.emailNotifications,
    autoApprove: settings.autoApprove,
    highlightUrls: settings.highlightUrls,
  };
}

export function serializeYoutubeMetadata(meta: YoutubeMetadata): YoutubeMetadataDto {
  return {
    title: meta.title,
    description: meta.description,
    thumbnail: meta.thumbnail,
    duration: meta.duration || "0:00",
    views: toNumber(meta.views),
    publishedAt: meta.publishedAt?.toISOString() ?? null,
    channelTitle: meta.channelTitle || AGENCY_CHANNEL_TITLE,
  };
}

// View counts stay far below 2^53; clamp anyway so JSON never carries an imprecise number.
function toNumber(value: bigint): number {
  return value > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(value);
}

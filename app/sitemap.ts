import type { MetadataRoute } from "next";

import { listActiveVideos, listPublishedProjects } from "@/lib/data/public-content";
import { getSiteUrl } from "@/lib/site-url";

export const revalidate = 3600;

/** Every public page with absolute URLs, from the database (published projects, active videos). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = getSiteUrl();
  const [projects, videos] = await Promise.all([listPublishedProjects(), listActiveVideos()]);
  const pages: MetadataRoute.Sitemap = [
    { url: `${site}/`, changeFrequency: "weekly", priority: 1 },
    { url: `${site}/gallery`, changeFrequency: "weekly", priority: 0.9 },
    { url: `${site}/about`, changeFrequency: "monthly", priority: 0.7 },
    { url: `${site}/contact`, changeFrequency: "yearly", priority: 0.6 },
  ];
  const ips = projects
    .filter((project) => project.category.toLowerCase() === "intellectual properties")
    .map((project) => ({
      url: `${site}/ip/${project._id}`,
      lastModified: project.updatedAt,
      priority: 0.7,
    }));
  const projectPosts = projects.map((project) => ({
    url: `${site}/post/${project._id}?type=project`,
    lastModified: project.updatedAt,
    priority: 0.6,
  }));
  const videoPosts = videos.map((video) => ({
    url: `${site}/post/${video._id}?type=video`,
    lastModified: video.updatedAt,
    priority: 0.6,
  }));
  return [...pages, ...ips, ...projectPosts, ...videoPosts];
}

import { getEnv } from "@/lib/env";

/** Absolute origin of the site for canonical URLs, the sitemap and Open Graph images. */
export function getSiteUrl(): string {
  const configured = getEnv().NEXTAUTH_URL;
  return (configured ?? "http://localhost:3000").replace(/\/+$/, "");
}

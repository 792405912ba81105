import type { GalleryItem } from "@/components/site/types";

// 12 per page; the page controls appear only when there is more than one page.
export const PAGE_SIZE = 12;

export type GalleryType = "all" | "project" | "video";

export type GalleryFilters = { q: string; type: GalleryType; category: string; page: number };

/** Reads filters from the URL, ignoring anything malformed. */
export function parseFilters(params: URLSearchParams): GalleryFilters {
  const type = params.get("type");
  const page = Number.parseInt(params.get("page") ?? "", 10);
  return {
    q: (params.get("q") ?? "").slice(0, 100),
    type: type === "project" || type === "video" ? type : "all",
    category: params.get("category") || "all",
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The URL query for filters; defaults are left out so the plain /gallery stays canonical. */
export function filtersToQuery(filters: GalleryFilters): string {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set("q", filters.q.trim());
  if (filters.type !== "all") params.set("type", filters.type);
  if (filters.category !== "all") params.set("category", filters.category);
  if (filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Search matches title or description, case-insensitive. */
export function filterItems(items: GalleryItem[], filters: GalleryFilters): GalleryItem[] {
  const needle = filters.q.trim().toLowerCase();
  return items.filter(
    (item) =>
      (filters.type === "all" || item.type === filters.type) &&
      (filters.category === "all" || item.category === filters.category) &&
      (!needle ||
        item.title.toLowerCase().includes(needle) ||
        item.description.toLowerCase().includes(needle)),
  );
}

export function paginate<T>(items: T[], page: number) {
  const pageCount = Math.max(1, Math.ceil(items.length / PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  return {
    page: current,
    pageCount,
    pageItems: items.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE),
  };
}

export function postHref(item: Pick<GalleryItem, "_id" | "type">): string {
  return `/post/${item._id}?type=${item.type}`;
}

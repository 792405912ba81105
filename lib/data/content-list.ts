// Where-clause and paging parts shared by the project and video lists.
import { containsText } from "./text-search";

/** Category filter and a case-insensitive search on title or description. */
export function categoryAndSearch(query: {
  category?: string | undefined;
  search?: string | undefined;
}) {
  return {
    ...(query.category ? { category: query.category } : {}),
    ...(query.search
      ? {
          OR: [{ title: containsText(query.search) }, { description: containsText(query.search) }],
        }
      : {}),
  };
}

/** Newest first; the id breaks ties so that pages never repeat or skip a row. */
export const NEWEST_FIRST = [{ createdAt: "desc" as const }, { id: "asc" as const }];

export function pageWindow(query: { page: number; limit: number }) {
  return { skip: (query.page - 1) * query.limit, take: query.limit };
}

export type ListQuery = {
  page: number;
  limit: number;
  category?: string | undefined;
  search?: string | undefined;
};
type Listable = { category: string; title: string; description: string };

/**
 * The same filter and page as categoryAndSearch + pageWindow, applied to an already ordered list
 * held in memory (the cached public list): category equal, search a case-insensitive substring
 * of title or description.
 */
export function filterAndPage<T extends Listable>(
  items: T[],
  query: ListQuery,
): { items: T[]; total: number } {
  const needle = query.search?.toLowerCase();
  const matching = items.filter(
    (item) =>
      (!query.category || item.category === query.category) &&
      (!needle ||
        item.title.toLowerCase().includes(needle) ||
        item.description.toLowerCase().includes(needle)),
  );
  const { skip, take } = pageWindow(query);
  return { items: matching.slice(skip, skip + take), total: matching.length };
}

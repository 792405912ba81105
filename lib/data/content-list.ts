// Where-clause and paging parts shared by the project and video lists.
import { containsText } from "./text-search";

/** Category filter and a case-insensitive search on title or description. */
export function categoryAndSearch(query: { category?: string | undefined; search?: string | undefined }) {
  return {
    ...(query.category ? { category: query.category } : {}),
    ...(query.search
      ? {
          OR: [
            { title: containsText(query.search) },
            { description: containsText(query.search) },
          ],
        }
      : {}),
  };
}

/** Newest first; the id breaks ties so that pages never repeat or skip a row. */
export const NEWEST_FIRST = [{ createdAt: "desc" as const }, { id: "asc" as const }];

export function pageWindow(query: { page: number; limit: number }) {
  return { skip: (query.page - 1) * query.limit, take: query.limit };
}

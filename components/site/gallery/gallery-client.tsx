"use client";

import { useCallback, useEffect, useMemo, useState } from "react";

import type { GalleryItem } from "@/components/site/types";

import {
  PAGE_SIZE,
  filterItems,
  filtersToQuery,
  paginate,
  parseFilters,
  type GalleryFilters,
} from "./gallery-filters";
import { GalleryView } from "./gallery-view";
import { navigateSearch, useLocationSearch } from "./location-search";

const SEARCH_DEBOUNCE_MS = 300;

/**
 * Filters and page live in the URL (shareable; Back restores them). Changes use the History API,
 * so filtering never waits on the server. The static HTML is the unfiltered first page; it
 * hydrates as it is, and a URL with filters re-renders it right after.
 */
export function GalleryClient({
  items,
  categories,
  timeZone,
}: {
  items: GalleryItem[];
  categories: string[];
  timeZone: string;
}) {
  const search = useLocationSearch();
  const filters = useMemo(() => parseFilters(new URLSearchParams(search)), [search]);
  const [searchText, setSearchText] = useState(filters.q);
  const [syncedQuery, setSyncedQuery] = useState(filters.q);

  // Back/forward changes the URL under us: mirror it into the search box (during render, as
  // React recommends), unless the change is the box's own debounced text.
  if (syncedQuery !== filters.q) {
    setSyncedQuery(filters.q);
    if (searchText.trim() !== filters.q) setSearchText(filters.q);
  }

  const update = useCallback(
    (patch: Partial<GalleryFilters>, mode: "push" | "replace" = "push") => {
      // Start from the address bar, not the last render: two quick changes must not undo each
      // other while the router is still catching up. Any filter change goes back to page 1.
      const current = parseFilters(new URLSearchParams(window.location.search));
      const next = { ...current, ...patch, page: patch.page ?? 1 };
      navigateSearch(`${window.location.pathname}${filtersToQuery(next)}`, mode);
    },
    [],
  );

  useEffect(() => {
    if (searchText.trim() === filters.q) return;
    const timer = setTimeout(
      () => update({ q: searchText }, filters.q ? "replace" : "push"),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [searchText, filters.q, update]);

  const filtered = useMemo(() => filterItems(items, filters), [items, filters]);
  const { page, pageCount, pageItems } = paginate(filtered, filters.page);

  return (
    <GalleryView
      totalCount={items.length}
      showControls={items.length > PAGE_SIZE}
      filters={filters}
      searchText={searchText}
      onSearchText={setSearchText}
      onType={(type) => update({ type })}
      onCategory={(category) => update({ category })}
      onPage={(next) => {
        update({ page: next });
        document.getElementById("gallery-grid")?.scrollIntoView({ block: "start" });
      }}
      categories={categories}
      pageItems={pageItems}
      page={page}
      pageCount={pageCount}
      timeZone={timeZone}
    />
  );
}

"use client";

import { useCallback, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "next/navigation";

import type { GalleryItem } from "@/components/site/types";

import {
  DEFAULT_FILTERS,
  PAGE_SIZE,
  filterItems,
  filtersToQuery,
  paginate,
  parseFilters,
  type GalleryFilters,
} from "./gallery-filters";
import { GalleryView } from "./gallery-view";

const SEARCH_DEBOUNCE_MS = 300;

/**
 * Filters and page live in the URL (shareable; Back restores them). Changes use the History API,
 * which Next keeps in sync with useSearchParams, so filtering never waits on the server.
 */
export function GalleryClient({ items, categories, timeZone }: { items: GalleryItem[]; categories: string[]; timeZone: string }) {
  const searchParams = useSearchParams();
  const filters = useMemo(() => parseFilters(new URLSearchParams(searchParams.toString())), [searchParams]);
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
      const url = `${window.location.pathname}${filtersToQuery(next)}`;
      if (mode === "replace") window.history.replaceState(null, "", url);
      else window.history.pushState(null, "", url);
    },
    [],
  );

  useEffect(() => {
    if (searchText.trim() === filters.q) return;
    const timer = setTimeout(() => update({ q: searchText }, filters.q ? "replace" : "push"), SEARCH_DEBOUNCE_MS);
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

/** What the static HTML shows before the URL is read: the first page, unfiltered. */
export function GalleryFallback({ items, categories, timeZone }: { items: GalleryItem[]; categories: string[]; timeZone: string }) {
  const { page, pageCount, pageItems } = paginate(items, 1);
  const noop = () => undefined;
  return (
    <GalleryView
      totalCount={items.length}
      showControls={items.length > PAGE_SIZE}
      filters={DEFAULT_FILTERS}
      searchText=""
      onSearchText={noop}
      onType={noop}
      onCategory={noop}
      onPage={noop}
      categories={categories}
      pageItems={pageItems}
      page={page}
      pageCount={pageCount}
      timeZone={timeZone}
    />
  );
}

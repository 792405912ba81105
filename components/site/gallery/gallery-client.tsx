"use client";

import { useCallback, useDeferredValue, useEffect, useMemo, useState } from "react";

import { afterNextPaint } from "@/components/site/hooks/after-next-paint";
import type { GalleryItem } from "@/components/site/types";

import {
  PAGE_SIZE,
  filterItems,
  filtersToQuery,
  paginate,
  parseFilters,
  type GalleryFilters,
  type GalleryType,
} from "./gallery-filters";
import { GalleryView } from "./gallery-view";
import { currentSearch, navigateSearch, useLocationSearch } from "./location-search";

const SEARCH_DEBOUNCE_MS = 300;

/**
 * Filters and page live in the URL (shareable; Back restores them). Changes use the History API,
 * so filtering never waits on the server. The static HTML is the unfiltered first page; it
 * hydrates as it is, and a URL with filters re-renders it right after.
 *
 * A press paints the control's new state at once; the grid follows from a deferred copy of the
 * URL, rendered after that paint and set aside if another press comes first (a phone spends
 * well over 100 ms on twelve new cards). Typing in the search box re-renders only the box.
 */
export function GalleryClient({
  items,
  categories,
}: {
  items: GalleryItem[];
  categories: string[];
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
      // Start from the latest change, not the last render: two quick changes must not undo each
      // other while React is still catching up. Any filter change goes back to page 1.
      const current = parseFilters(new URLSearchParams(currentSearch()));
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

  // The page controls follow the press at once (a few dozen items filter in no time); the cards
  // follow the deferred copy.
  const { page, pageCount } = useMemo(
    () => paginate(filterItems(items, filters), filters.page),
    [items, filters],
  );
  const listSearch = useDeferredValue(search);
  const listFilters = useMemo(() => parseFilters(new URLSearchParams(listSearch)), [listSearch]);
  const { pageItems } = useMemo(
    () => paginate(filterItems(items, listFilters), listFilters.page),
    [items, listFilters],
  );

  // Stable, so that a press renders only the control whose state it changes.
  const onType = useCallback((type: GalleryType) => update({ type }), [update]);
  const onCategory = useCallback((category: string) => update({ category }), [update]);
  const onPage = useCallback(
    (next: number) => {
      update({ page: next });
      // Scrolling reads the layout: after the press has painted.
      afterNextPaint(() =>
        document.getElementById("gallery-grid")?.scrollIntoView({ block: "start" }),
      );
    },
    [update],
  );

  return (
    <GalleryView
      totalCount={items.length}
      showControls={items.length > PAGE_SIZE}
      filters={filters}
      searchText={searchText}
      onSearchText={setSearchText}
      onType={onType}
      onCategory={onCategory}
      onPage={onPage}
      categories={categories}
      pageItems={pageItems}
      pending={listSearch !== search}
      page={page}
      pageCount={pageCount}
    />
  );
}

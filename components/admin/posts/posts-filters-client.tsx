"use client";

import { CATEGORIES } from "@/lib/validations/categories";
import { POST_STATE_LABELS, POST_STATES } from "@/lib/validations/post-states";
import { QueryFilterSelect } from "../query-filter-select-client";
import { SearchInput } from "../search-input-client";
import { useQueryState } from "../use-query-state";

/** 'Search posts...', the category and the state filters, kept in the URL; each change goes back to page 1. */
export function PostsFilters() {
  const query = useQueryState();
  return (
    <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:flex-wrap">
      <SearchInput
        id="posts-search"
        label="Search posts"
        placeholder="Search posts..."
        query={query}
        className="sm:w-72"
      />
      <QueryFilterSelect
        query={query}
        param="category"
        label="Category"
        allLabel="All Categories"
        options={CATEGORIES.map((category) => ({ value: category, label: category }))}
        className="w-full sm:w-60"
      />
      <QueryFilterSelect
        query={query}
        param="state"
        label="State"
        allLabel="All States"
        options={POST_STATES.map((state) => ({ value: state, label: POST_STATE_LABELS[state] }))}
        className="w-full sm:w-40"
      />
    </div>
  );
}

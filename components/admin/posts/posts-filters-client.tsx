"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { CATEGORIES } from "@/lib/validations/categories";
import { SearchInput } from "../search-input-client";
import { useDebouncedInput, useQueryState } from "../use-query-state";

const ALL = "all";

/** 'Search posts...' and the category filter, both kept in the URL (?q=, ?category=). */
export function PostsFilters() {
  const { params, update, pending } = useQueryState();
  const [search, setSearch] = useDebouncedInput(params.get("q") ?? "", (value) => update({ q: value }));
  return (
    <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
      <SearchInput id="posts-search" label="Search posts" placeholder="Search posts..." value={search} onChange={setSearch} pending={pending} className="sm:w-72" />
      <Select value={params.get("category") ?? ALL} onValueChange={(value) => update({ category: value === ALL ? null : value })}>
        <SelectTrigger className="w-full sm:w-60" aria-label="Category">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>All Categories</SelectItem>
          {CATEGORIES.map((category) => (
            <SelectItem key={category} value={category}>
              {category}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

"use client";

import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { CATEGORIES } from "@/lib/validations/categories";
import { POST_STATE_LABELS, POST_STATES } from "@/lib/validations/post-states";
import { SearchInput } from "../search-input-client";
import { useDebouncedInput, useQueryState } from "../use-query-state";

const ALL = "all";

/** 'Search posts...', the category and the state filters, kept in the URL; each change goes back to page 1. */
export function PostsFilters() {
  const { params, update, pending } = useQueryState();
  const [search, setSearch] = useDebouncedInput(params.get("q") ?? "", (value) =>
    update({ q: value, page: null }),
  );
  const choose = (key: string) => (value: string) =>
    update({ [key]: value === ALL ? null : value, page: null });
  return (
    <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:flex-wrap">
      <SearchInput
        id="posts-search"
        label="Search posts"
        placeholder="Search posts..."
        value={search}
        onChange={setSearch}
        pending={pending}
        className="sm:w-72"
      />
      <Select value={params.get("category") ?? ALL} onValueChange={choose("category")}>
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
      <Select value={params.get("state") ?? ALL} onValueChange={choose("state")}>
        <SelectTrigger className="w-full sm:w-40" aria-label="State">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>All States</SelectItem>
          {POST_STATES.map((state) => (
            <SelectItem key={state} value={state}>
              {POST_STATE_LABELS[state]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

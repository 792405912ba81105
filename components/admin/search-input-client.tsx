"use client";

import { LoaderCircleIcon, SearchIcon } from "lucide-react";

import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { useDebouncedInput, type QueryState } from "./use-query-state";

type SearchInputProps = {
  id: string;
  label: string;
  placeholder: string;
  /** The filter bar's URL state: the text goes to ?q= once typing pauses, and back to page 1. */
  query: Pick<QueryState, "params" | "update" | "pending">;
  className?: string;
};

/** A list's search box, kept in ?q=, with a spinner while the list renders the new results. */
export function SearchInput({ id, label, placeholder, query, className }: SearchInputProps) {
  const [value, setValue] = useDebouncedInput(query.params.get("q") ?? "", (text) =>
    query.update({ q: text, page: null }),
  );
  return (
    <div className={cn("relative", className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchIcon
        aria-hidden="true"
        className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
      />
      <Input
        id={id}
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className="pr-9 pl-9"
      />
      {query.pending ? (
        <LoaderCircleIcon
          aria-label="Loading"
          className="text-muted-foreground absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin"
        />
      ) : null}
    </div>
  );
}

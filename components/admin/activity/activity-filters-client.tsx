"use client";

import { capitalize } from "@/lib/format";
import { QueryFilterSelect } from "../query-filter-select-client";
import { useQueryState } from "../use-query-state";

/** Actor and kind filters (?actor=, ?kind=); a change goes back to page 1. */
export function ActivityFilters({ actors, kinds }: { actors: string[]; kinds: string[] }) {
  const query = useQueryState();
  return (
    <div className="flex flex-wrap gap-2">
      <QueryFilterSelect
        query={query}
        param="actor"
        label="Filter by actor"
        allLabel="Everyone"
        options={actors.map((actor) => ({ value: actor, label: actor }))}
        className="w-full sm:w-48"
      />
      <QueryFilterSelect
        query={query}
        param="kind"
        label="Filter by kind"
        allLabel="All kinds"
        options={kinds.map((kind) => ({ value: kind, label: capitalize(kind) }))}
        className="w-full sm:w-48"
      />
    </div>
  );
}

"use client";

import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { useQueryState } from "../use-query-state";

const ALL = "all";
const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Actor and kind filters (?actor=, ?kind=); a change goes back to page 1. */
export function ActivityFilters({ actors, kinds }: { actors: string[]; kinds: string[] }) {
  const { params, update } = useQueryState();
  return (
    <div className="flex flex-wrap gap-2">
      <Select
        value={params.get("actor") ?? ALL}
        onValueChange={(value) => update({ actor: value === ALL ? null : value, page: null })}
      >
        <SelectTrigger className="w-full sm:w-48" aria-label="Filter by actor">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>Everyone</SelectItem>
          {actors.map((actor) => (
            <SelectItem key={actor} value={actor}>
              {actor}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select
        value={params.get("kind") ?? ALL}
        onValueChange={(value) => update({ kind: value === ALL ? null : value, page: null })}
      >
        <SelectTrigger className="w-full sm:w-48" aria-label="Filter by kind">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>All kinds</SelectItem>
          {kinds.map((kind) => (
            <SelectItem key={kind} value={kind}>
              {capitalize(kind)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

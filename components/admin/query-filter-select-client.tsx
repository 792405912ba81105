"use client";

import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import type { QueryState } from "./use-query-state";

const ALL = "all";

type QueryFilterSelectProps = {
  /** The filter bar's own URL state, so that its pending state covers this filter too. */
  query: Pick<QueryState, "params" | "update">;
  /** The URL parameter it sets (?role=, ?state=, ...). */
  param: string;
  label: string;
  allLabel: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  className: string;
};

/** One filter kept in the URL: its first choice clears it, and any change goes back to page 1. */
export function QueryFilterSelect({
  query,
  param,
  label,
  allLabel,
  options,
  className,
}: QueryFilterSelectProps) {
  return (
    <Select
      value={query.params.get(param) ?? ALL}
      onValueChange={(value) => query.update({ [param]: value === ALL ? null : value, page: null })}
    >
      <SelectTrigger className={className} aria-label={label}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>{allLabel}</SelectItem>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

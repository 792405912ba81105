"use client";

import { RefreshCwIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { ROLES, USER_STATUSES } from "@/lib/auth/permissions";
import { SearchInput } from "../search-input-client";
import { useDebouncedInput, useQueryState } from "../use-query-state";

const ALL = "all";
const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Search, role and status filters and refresh; every change goes back to page 1. */
export function UsersFilters() {
  const { params, update, refresh, pending } = useQueryState();
  const [search, setSearch] = useDebouncedInput(params.get("q") ?? "", (value) =>
    update({ q: value, page: null }),
  );
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
      <SearchInput
        id="users-search"
        label="Search users"
        placeholder="Search by username or email..."
        value={search}
        onChange={setSearch}
        pending={pending}
        className="sm:w-80"
      />
      <div className="flex gap-2">
        <Select
          value={params.get("role") ?? ALL}
          onValueChange={(value) => update({ role: value === ALL ? null : value, page: null })}
        >
          <SelectTrigger className="w-full sm:w-40" aria-label="Filter by role">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All Roles</SelectItem>
            {ROLES.map((role) => (
              <SelectItem key={role} value={role}>
                {capitalize(role)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select
          value={params.get("status") ?? ALL}
          onValueChange={(value) => update({ status: value === ALL ? null : value, page: null })}
        >
          <SelectTrigger className="w-full sm:w-40" aria-label="Filter by status">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All Statuses</SelectItem>
            {USER_STATUSES.map((status) => (
              <SelectItem key={status} value={status}>
                {capitalize(status)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Button
          type="button"
          variant="outline"
          size="icon"
          onClick={refresh}
          disabled={pending}
          aria-label="Refresh users"
          title="Refresh"
        >
          <RefreshCwIcon aria-hidden="true" className={pending ? "animate-spin" : undefined} />
        </Button>
      </div>
    </div>
  );
}

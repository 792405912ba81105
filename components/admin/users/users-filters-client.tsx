"use client";

import { RefreshCwIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { ROLES, USER_STATUSES } from "@/lib/auth/permissions";
import { capitalize } from "@/lib/format";
import { QueryFilterSelect } from "../query-filter-select-client";
import { SearchInput } from "../search-input-client";
import { useQueryState } from "../use-query-state";

/** Search, role and status filters and refresh; every change goes back to page 1. */
export function UsersFilters() {
  const query = useQueryState();
  const { refresh, pending } = query;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
      <SearchInput
        id="users-search"
        label="Search users"
        placeholder="Search by username or email..."
        query={query}
        className="sm:w-80"
      />
      <div className="flex gap-2">
        <QueryFilterSelect
          query={query}
          param="role"
          label="Filter by role"
          allLabel="All Roles"
          options={ROLES.map((role) => ({ value: role, label: capitalize(role) }))}
          className="w-full sm:w-40"
        />
        <QueryFilterSelect
          query={query}
          param="status"
          label="Filter by status"
          allLabel="All Statuses"
          options={USER_STATUSES.map((status) => ({ value: status, label: capitalize(status) }))}
          className="w-full sm:w-40"
        />
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

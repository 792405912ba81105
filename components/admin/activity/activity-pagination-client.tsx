"use client";

import type { Pagination as PaginationData } from "@/lib/data/pagination";
import { Pagination } from "../pagination-client";
import { useQueryState } from "../use-query-state";

export function ActivityPagination({ pagination }: { pagination: PaginationData }) {
  const { update, pending } = useQueryState();
  return (
    <Pagination
      page={pagination.page}
      pages={pagination.pages}
      total={pagination.total}
      limit={pagination.limit}
      noun="entries"
      disabled={pending}
      onPage={(page) => update({ page: page > 1 ? String(page) : null })}
    />
  );
}

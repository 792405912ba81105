"use client";

import type { Pagination as PaginationData } from "@/lib/data/pagination";
import { Pagination } from "../pagination-client";
import { useQueryState } from "../use-query-state";

/** The activity log is a server component; its pagination is the one client part. */
export function ActivityPagination({ pagination }: { pagination: PaginationData }) {
  return <Pagination pagination={pagination} noun="entries" query={useQueryState()} />;
}

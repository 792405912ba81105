"use client";

import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import type { Pagination as PaginationData } from "@/lib/data/pagination";
import { pageWindow } from "./page-window";
import type { QueryState } from "./use-query-state";

type PaginationProps = {
  pagination: PaginationData;
  noun: string;
  /** The list's URL state: the page is its `page` parameter, left out for the first page. */
  query: Pick<QueryState, "update" | "pending">;
};

/**
 * 'Showing X to Y of Z {noun}' with previous/next and up to five page buttons. The buttons wait
 * while the list's URL change is rendering, so a second press cannot race the first.
 */
export function Pagination({ pagination, noun, query }: PaginationProps) {
  const { page, pages, total, limit } = pagination;
  if (total === 0) return null;
  const disabled = query.pending;
  const onPage = (target: number) => query.update({ page: target > 1 ? String(target) : null });
  const from = (page - 1) * limit + 1;
  const to = Math.min(page * limit, total);
  return (
    <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-muted-foreground text-sm" aria-live="polite">
        Showing {from} to {to} of {total} {noun}
      </p>
      {pages > 1 ? (
        <nav aria-label="Pagination" className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon-sm"
            onClick={() => onPage(page - 1)}
            disabled={disabled || page <= 1}
            aria-label="Previous page"
          >
            <ChevronLeftIcon aria-hidden="true" />
          </Button>
          {pageWindow(page, pages).map((number) => (
            <Button
              key={number}
              variant={number === page ? "default" : "outline"}
              size="icon-sm"
              className="font-mono"
              onClick={() => onPage(number)}
              disabled={disabled}
              aria-label={`Page ${number}`}
              aria-current={number === page ? "page" : undefined}
            >
              {number}
            </Button>
          ))}
          <Button
            variant="outline"
            size="icon-sm"
            onClick={() => onPage(page + 1)}
            disabled={disabled || page >= pages}
            aria-label="Next page"
          >
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

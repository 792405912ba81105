/** The pagination object every list answer carries. */
export type Pagination = { page: number; limit: number; total: number; pages: number };

export function paginate(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) };
}

import { listUsersQuerySchema, type ListUsersQuery } from "@/lib/validations/users";

export const USERS_PAGE_SIZE = 10;

/** ?page=&q=&role=&status= read leniently: a bad value is dropped instead of failing the page. */
export function parseUsersQuery(
  params: Record<string, string | string[] | undefined>,
): ListUsersQuery {
  const first = (key: string) => {
    const value = params[key];
    return Array.isArray(value) ? value[0] : value;
  };
  const raw = {
    page: first("page"),
    search: first("q"),
    role: first("role"),
    status: first("status"),
  };
  const fields = listUsersQuerySchema.shape;
  const pick = <T>(result: { success: true; data: T } | { success: false }, fallback: T): T =>
    result.success ? result.data : fallback;
  return {
    page: pick(fields.page.safeParse(raw.page), 1),
    limit: USERS_PAGE_SIZE,
    search: pick(fields.search.safeParse(raw.search), undefined),
    role: pick(fields.role.safeParse(raw.role), undefined),
    status: pick(fields.status.safeParse(raw.status), undefined),
  };
}

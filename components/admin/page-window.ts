// At most five page-number buttons, so the pager fits a phone's width.
const MAX_PAGE_BUTTONS = 5;

/** The page numbers to show: at most five, around the current page, within 1..pages. */
export function pageWindow(page: number, pages: number, size = MAX_PAGE_BUTTONS): number[] {
  if (pages <= 0) return [];
  const count = Math.min(size, pages);
  const current = Math.min(Math.max(1, page), pages);
  const start = Math.min(Math.max(1, current - Math.floor(count / 2)), pages - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

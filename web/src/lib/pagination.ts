export type PageItem = number | 'gap';

/**
 * The page buttons to show: always the first and last, the current with one neighbour each side,
 * and a gap (…) for each run that is left out. A gap never stands for a single page.
 */
export function pageItems(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const shown = new Set([1, totalPages, current - 1, current, current + 1].filter((p) => p >= 1 && p <= totalPages));
  // Near an end, show enough pages that the row keeps the same length.
  if (current <= 3) [2, 3, 4].forEach((p) => shown.add(p));
  if (current >= totalPages - 2) [totalPages - 3, totalPages - 2, totalPages - 1].forEach((p) => shown.add(p));
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const [i, page] of pages.entries()) {
    const previous = pages[i - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  }
  return items;
}

/** The records on a page, for "Showing 11-20 of 42 records" (the staff catalogue's admin.pages.showing). */
export function shownRange(
  page: number,
  pageSize: number,
  total: number,
): { first: number; last: number; total: number } {
  if (total === 0) return { first: 0, last: 0, total };
  return { first: (page - 1) * pageSize + 1, last: Math.min(page * pageSize, total), total };
}

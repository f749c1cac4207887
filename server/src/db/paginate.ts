import type { Page } from '#common/api';

export interface PageRequest {
  page: number;
  pageSize: number;
}

/** Rows to skip to reach a page. */
export function pageOffset({ page, pageSize }: PageRequest): number {
  return (page - 1) * pageSize;
}

/**
 * One page of a list: the total, then the page's rows (`rows` is told the total, and is not asked
 * for a page past the end, which has none).
 */
export async function paginate<Row>(
  request: PageRequest,
  count: () => Promise<number | bigint | string>,
  rows: (limit: number, offset: number, total: number) => Promise<Row[]>,
): Promise<Page<Row>> {
  const offset = pageOffset(request);
  const total = Number(await count());
  const items = offset < total ? await rows(request.pageSize, offset, total) : [];
  return { items, total, page: request.page, pageSize: request.pageSize };
}

export function mapPage<From, To>(page: Page<From>, present: (item: From) => To): Page<To> {
  return { ...page, items: page.items.map(present) };
}

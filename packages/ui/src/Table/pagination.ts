/** Rows per page of the case messages table (spec: 12). */
export const DEFAULT_PAGE_SIZE = 12;

/** Number of pages needed for `total` rows; at least one, so an empty table still has page 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** The rows of one zero-based page. */
export function pageRows<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const start = page * pageSize;
  return rows.slice(start, start + pageSize);
}

/** Keeps a zero-based page inside the available pages. */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(0, page), pageCount(total, pageSize) - 1);
}

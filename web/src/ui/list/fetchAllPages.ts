/** One page of a list as the graph answers it (schema.graphql, « Listes »). */
export interface FetchedPage<T> {
  data: readonly T[];
  total: number;
}

/**
 * Every row matching a list's filters, read page after page in the list's order: an export holds
 * the whole filtered list, never only the page on screen. `pageSize` is the largest page the
 * server gives (e.g. TRACEABILITY_MAX_LIMIT). A total that changes between two pages (a row
 * written meanwhile) ends on the last row the server has.
 */
export async function fetchAllPages<T>(
  fetchPage: (offset: number, limit: number) => Promise<FetchedPage<T>>,
  pageSize: number,
): Promise<T[]> {
  const rows: T[] = [];
  for (;;) {
    const page = await fetchPage(rows.length, pageSize);
    rows.push(...page.data);
    if (page.data.length === 0 || rows.length >= page.total) return rows;
  }
}

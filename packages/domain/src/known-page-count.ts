/**
 * Pages known of a list the server does not count: a page shorter than the page size is the
 * last, so the count is the current page; a full page may have a successor, so one more is known.
 */
export function knownPageCount(page: number, received: number, pageSize: number): number {
  const current = Math.max(1, Math.floor(page));
  return received < pageSize ? current : current + 1;
}

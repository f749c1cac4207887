/** `page=2&search=az` from `{ page: 2, search: 'az' }`, encoded. */
export function toQueryString(params: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
}

/** The address of an event's fixtures page, in a category when it has one. */
export function fixturesPath(event: string, category = ''): string {
  const path = `/fixtures/${encodeURIComponent(event)}`;
  return category === '' ? path : `${path}?${new URLSearchParams({ category }).toString()}`;
}

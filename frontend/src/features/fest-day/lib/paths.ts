/** The address of an event's fixtures page, in a category when it has one. */
export function fixturesPath(event: string, category = ''): string {
  const path = `/fixtures/${encodeURIComponent(event)}`;
  return category === '' ? path : `${path}?${new URLSearchParams({ category }).toString()}`;
}

/** The address of a match's page (`/fixtures/football/M3?category=Men`), in a category when it has one. */
export function matchPath(event: string, match: string, category = ''): string {
  const path = `/fixtures/${encodeURIComponent(event)}/${encodeURIComponent(match)}`;
  return category === '' ? path : `${path}?${new URLSearchParams({ category }).toString()}`;
}

/** The address of an athletics race's page. */
export function racePath(race: string): string {
  return `/races/${encodeURIComponent(race)}`;
}

/** The category named in a fixtures or match page's address (`?category=Men`), or null. */
export function namedCategory(params: URLSearchParams): string | null {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the address's parameter
  return params.get('category');
}

import { useQuery } from '@tanstack/react-query';

import { meQueryOptions } from '@/lib/queries/me';

/**
 * Keeps the current-user query (GET /user/me) observed while a token is stored: it is fetched at
 * start-up and again whenever a page invalidates it. The session reads the query's state from the
 * cache (provider.tsx); this component only holds the query, in a chunk of its own that visitors
 * without a session never load. Renders nothing.
 */
export default function SessionQuery() {
  useQuery(meQueryOptions());
  return null;
}

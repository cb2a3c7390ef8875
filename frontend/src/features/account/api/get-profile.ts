import { useQuery } from '@tanstack/react-query';

import { meQueryOptions } from '@/lib/queries/me';
import { errorMessage } from '@/lib/api-client';
import type { UserView } from '@/lib/api-types';

import { i18n } from '../i18n';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; user: UserView };

/**
 * The signed-in user's profile, asked for again (GET /user/me) whenever the account page opens: the
 * form starts from the account as it is now, not as it was at login. It shares the session's cache
 * entry, so a saved profile shows everywhere. `reload` asks again after a failure.
 */
export function useProfile(): { state: ProfileState; reload: () => void } {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an option of the query
  const query = useQuery({ ...meQueryOptions(), refetchOnMount: 'always' });
  const reload = () => {
    void query.refetch();
  };
  let state: ProfileState;
  if (query.isError && !query.isFetching) {
    state = {
      status: 'error',
      message: errorMessage(query.error, i18n._('account.page.loadFailed')),
    };
  } else if (query.isSuccess && query.isFetchedAfterMount) {
    state = { status: 'ready', user: query.data.user };
  } else state = { status: 'loading' };
  return { state, reload };
}

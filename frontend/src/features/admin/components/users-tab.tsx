import { useId, useState } from 'react';

import type { Role } from '@/lib/api-types';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Pagination } from '@/components/ui/pagination';
import { textOr } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import type { UserListItem } from '@/lib/api-types';
import { LoadingStatus } from '@/components/ui/query-state';

import { useChangeRole } from '../api/change-role';
import { useUsers } from '../api/get-users';
import { pageCount, usePaging } from '../hooks/use-paging';
import { useStaffUser } from '../hooks/use-staff-user';
import { useViewParam, useViewSearch } from '../hooks/use-view-params';
import { useI18n } from '../i18n';
import { formatCount, formatDate, shortId } from '../lib/format';
import { MSG, ROLE_LABELS, ROLES } from '../messages';
import { Badge } from './badge';
import { LoadError } from './load-error';
import { UserDetailsDialog } from './user-details-dialog';

/**
 * USERS: accounts paged by the server, searched by username, full name or e-mail (debounced) and
 * filtered by role; Info opens the details; an admin (not a moderator) can change a role.
 */
export function UsersTab({
  isAdmin,
  currentUserId,
  role,
  onRoleChange,
}: {
  isAdmin: boolean;
  currentUserId: string;
  role: Role | '';
  onRoleChange: (role: Role | '') => void;
}) {
  const { i18n } = useI18n();
  const searchId = useId();
  const roleId = useId();
  const { text: searchText, setText: setSearchText, search } = useViewSearch();
  const paging = usePaging(`${search}\u0000${role}`);
  const users = useUsers({ search, role, page: paging.page, limit: paging.size });
  const [details, setDetails] = useState<UserListItem | null>(null);
  const [change, setChange] = useState<{ user: UserListItem; role: Role } | null>(null);
  const { mutateAsync: changeRole, isPending: changing } = useChangeRole();

  const confirmChange = async () => {
    if (!change) return;
    try {
      const response = await changeRole({ id: change.user._id, role: change.role });
      notify.success(textOr(response.message, MSG.roleChanged));
    } catch (error) {
      console.error('Failed to change the role', error);
    } finally {
      setChange(null);
    }
  };

  const columns: Column<UserListItem>[] = [
    {
      id: 'id',
      header: i18n._('admin.users.id'),
      cell: (u) => (
        <code className="admin-id" title={u._id}>
          {shortId(u._id)}
        </code>
      ),
    },
    { id: 'username', header: i18n._('admin.users.username'), cell: (u) => u.username },
    { id: 'email', header: i18n._('admin.users.email'), cell: (u) => u.email },
    { id: 'role', header: i18n._('admin.users.role'), cell: (u) => <Badge value={u.role} /> },
    {
      id: 'registered',
      header: i18n._('admin.users.registered'),
      cell: (u) => formatDate(u.createdAt),
    },
    ...(isAdmin
      ? [
          {
            id: 'change',
            header: i18n._('admin.users.changeRole'),
            cell: (u: UserListItem) => (
              <select
                className="ui-select"
                aria-label={i18n._('admin.users.roleOf', { username: u.username })}
                value={u.role}
                disabled={u._id === currentUserId}
                title={u._id === currentUserId ? i18n._('admin.users.ownRole') : undefined}
                onChange={(event) => {
                  const next = event.target.value as Role;
                  if (next !== u.role) setChange({ user: u, role: next });
                }}
              >
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {ROLE_LABELS[r]}
                  </option>
                ))}
              </select>
            ),
          },
        ]
      : []),
    {
      id: 'actions',
      header: <span className="visually-hidden">{i18n._('admin.common.actions')}</span>,
      cell: (u) => (
        <Button
          variant="ghost"
          className="admin-small-button"
          aria-label={`${MSG.info}: ${u.username}`}
          onClick={() => {
            setDetails(u);
          }}
        >
          {MSG.info}
        </Button>
      ),
    },
  ];

  const data = users.data;
  // The tab always asks for a page; an answer without pagination is the whole list.
  const total = data?.pagination?.total ?? data?.users.length ?? 0;
  const pages = pageCount(total, paging.size);
  // A change (a role, a search) left the page past the end: show the last page instead.
  if (users.status === 'ready') paging.clamp(pages);

  return (
    <div className="admin-tab">
      <div className="admin-toolbar">
        <div className="admin-filter">
          <label htmlFor={searchId}>{i18n._('admin.users.search')}</label>
          <input
            id={searchId}
            type="search"
            className="ui-select admin-search"
            placeholder={i18n._('admin.users.searchPlaceholder')}
            value={searchText}
            onChange={(event) => {
              setSearchText(event.target.value);
            }}
          />
        </div>
        <div className="admin-filter">
          <label htmlFor={roleId}>{i18n._('admin.users.role')}</label>
          <select
            id={roleId}
            className="ui-select"
            value={role}
            onChange={(event) => {
              onRoleChange(event.target.value as Role | '');
            }}
          >
            <option value="">{i18n._('admin.users.allRoles')}</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </div>
        <p className="admin-toolbar__count" aria-live="polite">
          {data
            ? total === 1
              ? i18n._('admin.users.countOne', { count: formatCount(total) })
              : i18n._('admin.users.count', { count: formatCount(total) })
            : ''}
        </p>
      </div>

      {users.status === 'error' && <LoadError message={users.message} onRetry={users.reload} />}
      {!data && users.status === 'loading' && <LoadingStatus label={MSG.loading} />}
      {data && (
        <>
          <DataTable
            caption={i18n._('admin.users.caption')}
            columns={columns}
            rows={data.users}
            rowKey={(u) => u._id}
            empty={i18n._('admin.users.empty')}
            busy={users.status === 'loading'}
          />
          <Pagination
            label={i18n._('admin.users.pages')}
            page={paging.page}
            pageCount={pages}
            onPageChange={paging.setPage}
          />
        </>
      )}

      {details && (
        <UserDetailsDialog
          user={details}
          onClose={() => {
            setDetails(null);
          }}
        />
      )}
      {change && (
        <ConfirmDialog
          title={MSG.changeRoleOf(change.user.username, change.role)}
          confirmLabel={i18n._('admin.users.changeRole')}
          busy={changing}
          onConfirm={() => {
            void confirmChange();
          }}
          onCancel={() => {
            setChange(null);
          }}
        />
      )}
    </div>
  );
}

/** /admin/users, with its search, role filter and page in the address (?q=, ?role=, ?page=). */
export function UsersSection() {
  const user = useStaffUser();
  const [roleParam, setRole] = useViewParam('role');
  const role = ROLES.find((r) => r === roleParam) ?? '';
  return (
    <UsersTab
      isAdmin={user.role === 'admin'}
      currentUserId={user._id}
      role={role}
      onRoleChange={setRole}
    />
  );
}

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
import { formatDate, shortId } from '../lib/format';
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
      header: 'ID',
      cell: (u) => (
        <code className="admin-id" title={u._id}>
          {shortId(u._id)}
        </code>
      ),
    },
    { id: 'username', header: 'Username', cell: (u) => u.username },
    { id: 'email', header: 'Email', cell: (u) => u.email },
    { id: 'role', header: 'Role', cell: (u) => <Badge value={u.role} /> },
    { id: 'registered', header: 'Registered', cell: (u) => formatDate(u.createdAt) },
    ...(isAdmin
      ? [
          {
            id: 'change',
            header: 'Change role',
            cell: (u: UserListItem) => (
              <select
                className="ui-select"
                aria-label={`Role of ${u.username}`}
                value={u.role}
                disabled={u._id === currentUserId}
                title={u._id === currentUserId ? 'You cannot change your own role' : undefined}
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
      header: <span className="visually-hidden">Actions</span>,
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
          <label htmlFor={searchId}>Search</label>
          <input
            id={searchId}
            type="search"
            className="ui-select admin-search"
            placeholder="Username, full name or e-mail"
            value={searchText}
            onChange={(event) => {
              setSearchText(event.target.value);
            }}
          />
        </div>
        <div className="admin-filter">
          <label htmlFor={roleId}>Role</label>
          <select
            id={roleId}
            className="ui-select"
            value={role}
            onChange={(event) => {
              onRoleChange(event.target.value as Role | '');
            }}
          >
            <option value="">All roles</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </div>
        <p className="admin-toolbar__count" aria-live="polite">
          {data ? `${total} ${total === 1 ? 'user' : 'users'}` : ''}
        </p>
      </div>

      {users.status === 'error' && <LoadError message={users.message} onRetry={users.reload} />}
      {!data && users.status === 'loading' && <LoadingStatus label={MSG.loading} />}
      {data && (
        <>
          <DataTable
            caption="Users"
            columns={columns}
            rows={data.users}
            rowKey={(u) => u._id}
            empty="No users found."
            busy={users.status === 'loading'}
          />
          <Pagination
            label="Users pages"
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
          confirmLabel="Change role"
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

import { Button, Card, Dropdown, Flex, Modal, Space, Tag, message } from 'antd';
import type { MenuProps, TableColumnsType } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { StaffUser } from '@contract/staff-user/schemas';
import { USER_ROLES, USER_STATUSES } from '@contract/staff-user/constants';
import type { UserRole, UserStatus } from '@contract/staff-user/constants';
import {
  resetStaffUserSecondFactor,
  sendStaffUserReset,
  setStaffUserDisabled,
  unlockStaffUser,
} from '@/domains/staff-user/api';
import { useStaffUsers } from '@/domains/staff-user/hooks';
import { formatDate } from '@/shared/format/date';
import { withCatalogs } from '@/shared/i18n';
import { errorText } from '@/shared/request/error-text';
import { PAGE_SIZE } from '@/shared/request/request-defaults';
import { readUserInfo } from '@/shared/storage/user-info-storage';
import PageTitle from '@/app/desktop/components/page-title';
import { messages } from './messages';
import { StaffList, useStaffListQuery } from '@/app/desktop/iboss/components/staff-list/staff-list';
import staff from '../../staff.module.css';

// The form loads when first opened: the list is what the page shows first (budgets.json).
const UserFormModal = lazy(
  withCatalogs(() => import(/* webpackChunkName: "iboss-user-form" */ './user-form-modal')),
);

const STATUS_COLOR: Record<UserStatus, string> = { ACTIVE: 'success', DISABLED: 'default', LOCKED: 'error' };

/** Staff: every account (partner users, admins, staff) with search, filters and the account actions. */
export default function UserPage() {
  const [query, setQuery] = useStaffListQuery();
  const { partnerId } = query.filters;
  const role = query.filters.role as UserRole | undefined;
  const status = query.filters.status as UserStatus | undefined;
  const [editing, setEditing] = useState<StaffUser | 'new' | null>(null);
  // The account writes are declared (domains/staff-user/api.ts): the list reloads after each by itself.
  const users = useStaffUsers({
    pageNum: query.pageNum,
    pageSize: PAGE_SIZE,
    keyword: query.keyword || undefined,
    partnerId,
    role,
    status,
  });
  const partners = users.data?.partnerList ?? [];

  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      message.success(done);
    } catch (error) {
      message.error(errorText(error));
    }
  };

  // The staff area has no user lookup (ROUTE-STAFF): the email remembered at sign-in says who is signed in.
  const userInfo = readUserInfo();
  const signedIn = (userInfo?.userEmail ?? userInfo?.email ?? '').toLowerCase();
  const menuFor = (user: StaffUser): MenuProps => ({
    items: [
      user.status === 'DISABLED'
        ? { key: 'enable', label: messages.enable }
        : // The server refuses disabling one's own account: shown as not available, with the reason.
          user.email.toLowerCase() === signedIn
          ? { key: 'disable-self', label: messages.disableSelf, disabled: true }
          : { key: 'disable', label: messages.disable, danger: true },
      ...(user.status === 'LOCKED' ? [{ key: 'unlock', label: messages.unlock }] : []),
      ...(user.status !== 'DISABLED' ? [{ key: 'reset', label: messages.sendReset }] : []),
      { key: 'second-factor', label: messages.resetSecondFactor },
    ],
    onClick: ({ key }) => {
      if (key === 'enable') void act(() => setStaffUserDisabled(user.userId, false), messages.enabled);
      if (key === 'unlock') void act(() => unlockStaffUser(user.userId), messages.unlocked);
      if (key === 'reset') void act(() => sendStaffUserReset(user.userId), messages.resetSent(user.email));
      if (key === 'second-factor') {
        Modal.confirm({
          title: messages.confirmResetSecondFactor(user.email),
          okText: messages.resetSecondFactor,
          okButtonProps: { danger: true },
          cancelText: messages.cancel,
          onOk: () =>
            act(() => resetStaffUserSecondFactor(user.userId), messages.secondFactorReset(user.email)),
        });
      }
      if (key === 'disable') {
        Modal.confirm({
          title: messages.confirmDisable(user.email),
          okText: messages.disable,
          okButtonProps: { danger: true },
          cancelText: messages.cancel,
          onOk: () => act(() => setStaffUserDisabled(user.userId, true), messages.disabled),
        });
      }
    },
  });

  const columns: TableColumnsType<StaffUser> = [
    { title: messages.name, dataIndex: 'fullName', key: 'name' },
    { title: messages.email, dataIndex: 'email', key: 'email' },
    { title: messages.role, key: 'role', render: (_, u) => messages.roles[u.role] },
    {
      title: messages.partners,
      key: 'partners',
      render: (_, u) =>
        u.role === 'ADMIN'
          ? u.partnerList.map((p) => p.name).join(messages.nameSeparator)
          : (u.partnerName ?? messages.none),
    },
    {
      title: messages.status,
      key: 'status',
      render: (_, u) => <Tag color={STATUS_COLOR[u.status]}>{messages.statuses[u.status]}</Tag>,
    },
    {
      title: messages.lastSignIn,
      key: 'lastSignIn',
      render: (_, u) => (u.lastSignInAt ? formatDate(u.lastSignInAt) : messages.never),
    },
    {
      title: messages.actions,
      key: 'actions',
      render: (_, u) => (
        <Space>
          <Button size="small" onClick={() => setEditing(u)} aria-label={messages.editUser(u.email)}>
            {messages.edit}
          </Button>
          <Dropdown menu={menuFor(u)} trigger={['click']}>
            <Button size="small" aria-label={messages.moreFor(u.email)}>
              …
            </Button>
          </Dropdown>
        </Space>
      ),
    },
  ];

  return (
    <section aria-labelledby="user-title">
      <Flex justify="space-between" align="center" wrap gap={12} className={staff.toolbar}>
        <PageTitle id="user-title" className={staff.flushTitle}>
          {messages.title}
        </PageTitle>
        <Button type="primary" onClick={() => setEditing('new')}>
          {messages.create}
        </Button>
      </Flex>
      <Card>
        <StaffList<StaffUser>
          label={messages.title}
          rowKey="userId"
          columns={columns}
          rows={users.data?.userList}
          total={users.data?.total}
          loading={users.loading}
          error={users.error}
          onRetry={users.refresh}
          errorTitle={messages.loadFailed}
          query={query}
          onQueryChange={setQuery}
          search={{ label: messages.search }}
          filters={[
            {
              key: 'partnerId',
              label: messages.partner,
              allLabel: messages.allPartners,
              searchable: true,
              options: partners.map((p) => ({ value: p.id, label: p.name })),
            },
            {
              key: 'role',
              label: messages.role,
              allLabel: messages.allRoles,
              options: USER_ROLES.map((r) => ({ value: r, label: messages.roles[r] })),
            },
            {
              key: 'status',
              label: messages.status,
              allLabel: messages.allStatuses,
              options: USER_STATUSES.map((value) => ({ value, label: messages.statuses[value] })),
            },
          ]}
          empty={messages.empty}
        />
      </Card>
      <Suspense fallback={null}>
        {editing && (
          <UserFormModal
            user={editing === 'new' ? null : editing}
            isSelf={editing !== 'new' && editing.email.toLowerCase() === signedIn}
            partners={partners}
            onClose={() => setEditing(null)}
            onSaved={() => setEditing(null)}
          />
        )}
      </Suspense>
    </section>
  );
}

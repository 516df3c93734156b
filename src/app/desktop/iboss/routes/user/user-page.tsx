import { Alert, Button, Card, Dropdown, Flex, Input, Modal, Select, Space, Table, Tag, message } from 'antd';
import type { MenuProps, TableColumnsType } from 'antd';
import { useState } from 'react';
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
import { errorText } from '@/shared/request/error-text';
import { PAGE_SIZE } from '@/shared/request/request-defaults';
import { readUserInfo } from '@/shared/storage/user-info-storage';
import PageTitle from '@/app/desktop/components/page-title';
import { messages } from './messages';
import UserFormModal from './user-form-modal';
import styles from './user.module.css';
import staff from '../../staff.module.css';

const STATUS_COLOR: Record<UserStatus, string> = { ACTIVE: 'success', DISABLED: 'default', LOCKED: 'error' };

/** Staff: every account (partner users, admins, staff) with search, filters and the account actions. */
export default function UserPage() {
  const [keyword, setKeyword] = useState('');
  const [partnerId, setPartnerId] = useState<string | undefined>();
  const [role, setRole] = useState<UserRole | undefined>();
  const [status, setStatus] = useState<UserStatus | undefined>();
  const [pageNum, setPageNum] = useState(1);
  const [editing, setEditing] = useState<StaffUser | 'new' | null>(null);
  // The account writes are declared (domains/staff-user/api.ts): the list reloads after each by itself.
  const users = useStaffUsers({
    pageNum,
    pageSize: PAGE_SIZE,
    keyword: keyword || undefined,
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
        u.role === 'ADMIN' ? u.partnerList.map((p) => p.name).join(', ') : (u.partnerName ?? messages.none),
    },
    {
      title: messages.status,
      key: 'status',
      render: (_, u) => <Tag color={STATUS_COLOR[u.status]}>{messages.statuses[u.status]}</Tag>,
    },
    {
      title: messages.lastSignIn,
      key: 'lastSignIn',
      render: (_, u) => (u.lastSignInAt ? formatDate(new Date(u.lastSignInAt)) : messages.never),
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

  const filter =
    <T extends string>(setter: (value: T | undefined) => void) =>
    (value: string) => {
      setter((value || undefined) as T | undefined);
      setPageNum(1);
    };

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
        <Space wrap className={staff.toolbar}>
          <Input.Search
            aria-label={messages.search}
            placeholder={messages.search}
            allowClear
            className={styles.search}
            onSearch={(value) => {
              setKeyword(value.trim());
              setPageNum(1);
            }}
          />
          <Select
            aria-label={messages.partner}
            className={styles.partnerFilter}
            value={partnerId ?? ''}
            onChange={filter(setPartnerId)}
            options={[
              { value: '', label: messages.allPartners },
              ...partners.map((p) => ({ value: p.id, label: p.name })),
            ]}
          />
          <Select
            aria-label={messages.role}
            className={styles.filter}
            value={role ?? ''}
            onChange={filter<UserRole>(setRole)}
            options={[
              { value: '', label: messages.allRoles },
              ...USER_ROLES.map((r) => ({ value: r, label: messages.roles[r] })),
            ]}
          />
          <Select
            aria-label={messages.status}
            className={styles.filter}
            value={status ?? ''}
            onChange={filter<UserStatus>(setStatus)}
            options={[
              { value: '', label: messages.allStatuses },
              ...USER_STATUSES.map((s) => ({ value: s, label: messages.statuses[s] })),
            ]}
          />
        </Space>
        {users.error ? (
          <Alert
            type="error"
            showIcon
            title={messages.loadFailed}
            description={errorText(users.error)}
            action={<Button onClick={users.refresh}>{messages.retry}</Button>}
          />
        ) : (
          <Table<StaffUser>
            rowKey="userId"
            size="middle"
            columns={columns}
            dataSource={users.data?.userList}
            loading={users.loading}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: messages.empty }}
            pagination={{
              current: pageNum,
              pageSize: PAGE_SIZE,
              total: users.data?.total ?? 0,
              showSizeChanger: false,
              showTotal: messages.totalItems,
              onChange: setPageNum,
            }}
          />
        )}
      </Card>
      {editing && (
        <UserFormModal
          user={editing === 'new' ? null : editing}
          isSelf={editing !== 'new' && editing.email.toLowerCase() === signedIn}
          partners={partners}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      )}
    </section>
  );
}

import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Form,
  Input,
  message as antdMessage,
  Popconfirm,
  Row,
  Skeleton,
  Space,
  Switch,
  Tag,
  Typography,
} from 'antd';
import PlainList, { PlainListItem, PlainListItemMeta } from '@/app/desktop/components/plain-list';
import { useRef } from 'react';
import { nameProblem } from '@contract/shared/person-name';
import type { CurrentUser } from '@contract/account/schemas';
import {
  useRevoke,
  useSessions,
  useSignInSummary,
  useWeeklyDigest,
} from '@/domains/account-management/hooks';
import { accountMessages as m } from '@/domains/account-management/messages';
import { useProfileEdit } from '@/domains/account-management/use-profile-edit';
import type { NameFields } from '@/domains/account-management/use-profile-edit';
import { accessFor } from '@/domains/session/access';
import { useSession } from '@/domains/session/session-context';
import { formatDateTime } from '@/shared/format/date';
import { AppLink } from '@/app/routing/app-link';
import { paths } from '@/app/routing/paths';
import { idleMessages } from '@/app/session/idle-messages';
import { useFormDraft } from '@/app/session/use-form-draft';
import { PartnerLogo } from '@/app/desktop/header/partner-logo';
import PageTitle from '@/app/desktop/components/page-title';
import { SecondFactorCard } from '@/app/desktop/second-factor/second-factor-card';
import styles from './account-management.module.css';
import { partnerDisplayName } from '@/domains/session/partner';
import { useLocale } from '@/shared/i18n';

type MessageApi = ReturnType<typeof antdMessage.useMessage>[0];

/** The name form's key among the drafts kept when a session ends. */
const PROFILE_DRAFT = 'account-profile';

const nameRule = {
  validator: async (_: unknown, value: string | undefined) => {
    const problem = nameProblem(value ?? '');
    if (problem) throw new Error(m.nameProblems[problem]);
  },
};

function ProfileCard({ user, message }: { user: CurrentUser; message: MessageApi }) {
  const { partner } = useSession();
  const [form] = Form.useForm<NameFields>();
  const editingNow = useRef(false);
  // A session that ended mid-edit comes back with the edit open and the typed names in it.
  const draft = useFormDraft<NameFields>(PROFILE_DRAFT, () =>
    editingNow.current ? form.getFieldsValue() : null,
  );
  const { editing, restored, saving, failure, open, close, save } = useProfileEdit(form, {
    reopened: draft !== null,
    onSaved: () => void message.success(m.profile.saved),
  });
  editingNow.current = editing;

  const partnerItem = (
    <Descriptions.Item label={m.profile.partner}>
      {partner ? (
        <Space>
          <PartnerLogo partner={partner} size={24} />
          <span>{partnerDisplayName(partner)}</span>
        </Space>
      ) : (
        (user.partnerName ?? '–')
      )}
    </Descriptions.Item>
  );
  const roleItem = (
    <Descriptions.Item label={m.profile.role}>{m.profile.roles[user.role] ?? user.role}</Descriptions.Item>
  );

  return (
    <Card
      title={<h2 className={styles.cardTitle}>{m.profile.title}</h2>}
      extra={
        !editing && (
          <Button
            onClick={() => {
              form.setFieldsValue({ givenName: user.givenName, familyName: user.familyName });
              open();
            }}
          >
            {m.profile.edit}
          </Button>
        )
      }
    >
      {editing ? (
        <Form
          form={form}
          layout="vertical"
          onFinish={save}
          disabled={saving}
          requiredMark={false}
          initialValues={draft ?? undefined}
        >
          {failure && <Alert type="error" showIcon role="alert" title={failure} className={styles.notice} />}
          {restored && (
            <Alert
              type="info"
              showIcon
              role="status"
              title={idleMessages.draftRestored}
              className={styles.notice}
            />
          )}
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item label={m.profile.givenName} name="givenName" rules={[nameRule]}>
                <Input autoComplete="given-name" maxLength={60} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={m.profile.familyName} name="familyName" rules={[nameRule]}>
                <Input autoComplete="family-name" maxLength={60} />
              </Form.Item>
            </Col>
          </Row>
          {/* Apart from a field's error line above it, which takes the item's bottom margin. */}
          <Space className={styles.actions}>
            <Button type="primary" htmlType="submit" loading={saving}>
              {m.profile.save}
            </Button>
            <Button onClick={close}>{m.profile.cancel}</Button>
          </Space>
          {/* Only the names are edited: the other rows stay in view. */}
          <Descriptions
            column={{ xs: 1, md: 2 }}
            size="small"
            className={styles.fixedRows}
            data-testid="profile-fixed-rows"
          >
            <Descriptions.Item label={m.profile.email}>{user.email}</Descriptions.Item>
            {partnerItem}
            {roleItem}
          </Descriptions>
        </Form>
      ) : (
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={m.profile.email}>{user.email}</Descriptions.Item>
          <Descriptions.Item label={m.profile.fullName}>
            <span data-testid="profile-full-name">{user.fullName}</span>
          </Descriptions.Item>
          <Descriptions.Item label={m.profile.givenName}>{user.givenName}</Descriptions.Item>
          <Descriptions.Item label={m.profile.familyName}>{user.familyName}</Descriptions.Item>
          {partnerItem}
          {roleItem}
        </Descriptions>
      )}
    </Card>
  );
}

function PartnersCard({ message }: { message: MessageApi }) {
  const session = useSession();
  const { partners, partner, switching, switchPartner } = session;
  if (!accessFor(session).canSeePartnerList) return null;
  return (
    <Card title={<h2 className={styles.cardTitle}>{m.partners.title}</h2>}>
      <Typography.Paragraph type="secondary">{m.partners.intro}</Typography.Paragraph>
      <PlainList
        items={partners}
        itemKey={(candidate) => candidate.id}
        renderItem={(candidate) => (
          <PlainListItem
            actions={[
              candidate.id === partner?.id ? (
                <Tag color="blue" key="current">
                  {m.partners.current}
                </Tag>
              ) : (
                <Button
                  key="switch"
                  loading={switching}
                  aria-label={m.partners.switchTo(candidate.name)}
                  onClick={() =>
                    switchPartner(candidate.id).then(
                      () => void message.success(m.partners.switched(candidate.name)),
                      () => undefined,
                    )
                  }
                >
                  {m.partners.switchTo(candidate.name)}
                </Button>
              ),
            ]}
          >
            <Space>
              <PartnerLogo partner={candidate} size={24} />
              <span>{partnerDisplayName(candidate)}</span>
            </Space>
          </PlainListItem>
        )}
      />
    </Card>
  );
}

function SecurityCard() {
  const summary = useSignInSummary();
  const event = (value: { time: string; ip: string | null } | null | undefined) =>
    value ? `${formatDateTime(value.time)}${m.security.from(value.ip)}` : m.security.never;
  return (
    <Card title={<h2 className={styles.cardTitle}>{m.security.title}</h2>}>
      {summary.loading && !summary.data ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : summary.error ? (
        <Alert
          type="error"
          showIcon
          title={m.loadFailed(m.security.title)}
          action={<Button onClick={summary.refresh}>{m.retry}</Button>}
        />
      ) : (
        <Descriptions column={1} size="small">
          <Descriptions.Item label={m.security.lastSignIn}>
            {event(summary.data?.lastSignIn)}
          </Descriptions.Item>
          <Descriptions.Item label={m.security.lastFailed}>
            {event(summary.data?.lastFailedSignIn)}
          </Descriptions.Item>
        </Descriptions>
      )}
      <Space wrap className={styles.links}>
        <AppLink to={paths.changePassword}>{m.security.changePassword}</AppLink>
        <AppLink to={paths.operationLog}>{m.security.operationLog}</AppLink>
      </Space>
    </Card>
  );
}

function SessionsCard({ message }: { message: MessageApi }) {
  const sessions = useSessions();
  const revoke = useRevoke(sessions.refresh);
  const others = sessions.rows.filter((row) => !row.current).length;

  return (
    <Card
      title={<h2 className={styles.cardTitle}>{m.sessions.title}</h2>}
      extra={
        others > 0 && (
          <Popconfirm
            title={m.sessions.confirmOthers}
            okText={m.sessions.confirm}
            cancelText={m.sessions.cancel}
            onConfirm={async () => {
              const count = others;
              if (await revoke.revokeOthers()) void message.success(m.sessions.othersDone(count));
            }}
          >
            <Button danger loading={revoke.busy === 'others'}>
              {m.sessions.signOutOthers}
            </Button>
          </Popconfirm>
        )
      }
    >
      <Typography.Paragraph type="secondary">{m.sessions.intro}</Typography.Paragraph>
      {revoke.error && (
        <Alert type="error" showIcon role="alert" title={revoke.error} className={styles.noticeSmall} />
      )}
      {sessions.loading && !sessions.data ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : sessions.error ? (
        <Alert
          type="error"
          showIcon
          title={m.loadFailed(m.sessions.title)}
          action={<Button onClick={sessions.refresh}>{m.retry}</Button>}
        />
      ) : (
        <PlainList
          items={sessions.rows}
          itemKey={(row) => row.sessionId}
          after={others === 0 ? <p className={styles.onlyThis}>{m.sessions.onlyThis}</p> : null}
          renderItem={(row) => {
            const device = m.sessions.device(row.device.browser, row.device.os);
            return (
              <PlainListItem
                data-testid="session-row"
                actions={
                  row.current
                    ? []
                    : [
                        <Button
                          key="revoke"
                          loading={revoke.busy === row.sessionId}
                          aria-label={m.sessions.signOutDevice(device)}
                          onClick={async () => {
                            if (await revoke.revokeOne(row.sessionId))
                              void message.success(m.sessions.oneDone);
                          }}
                        >
                          {m.sessions.signOut}
                        </Button>,
                      ]
                }
              >
                <PlainListItemMeta
                  title={
                    <Flex gap={8} align="center" wrap>
                      <span>{device}</span>
                      {row.current && <Tag color="success">{m.sessions.thisDevice}</Tag>}
                    </Flex>
                  }
                  description={
                    <span className={styles.weak}>
                      {m.sessions.signedInAt} {formatDateTime(row.createdAt)} · {m.sessions.lastActive}{' '}
                      {formatDateTime(row.lastSeenAt)} · {m.sessions.ip} {row.ip ?? '–'}
                    </span>
                  }
                />
              </PlainListItem>
            );
          }}
        />
      )}
    </Card>
  );
}

/** The weekly digest mail on or off (partner users; docs/server.md, "Weekly digest"). */
function DigestCard() {
  const digest = useWeeklyDigest();
  if (!digest.loading && !digest.loadError && !digest.eligible) return null;
  return (
    <Card title={<h2 className={styles.cardTitle}>{m.digest.title}</h2>}>
      {digest.loading ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : digest.loadError ? (
        <Alert
          type="error"
          showIcon
          title={m.loadFailed(m.digest.title)}
          action={<Button onClick={digest.retry}>{m.retry}</Button>}
        />
      ) : (
        <Flex vertical gap={8}>
          <Typography.Paragraph className={styles.digestIntro}>{m.digest.intro}</Typography.Paragraph>
          <Space>
            <Switch
              id="weekly-digest"
              checked={digest.on}
              loading={digest.saving}
              onChange={(on) => void digest.set(on)}
            />
            <label htmlFor="weekly-digest">{m.digest.label}</label>
          </Space>
          <Typography.Text type="secondary" aria-live="polite">
            {digest.on ? m.digest.on : m.digest.off}
          </Typography.Text>
          {digest.failed && <Alert type="error" showIcon title={m.digest.saveFailed} />}
        </Flex>
      )}
    </Card>
  );
}

/** The user's own account: profile, partners (admins), sign-in history, weekly digest, sessions. */
export default function AccountManagementPage() {
  // Renders again, with everything under it, when the language changes.
  useLocale();
  const { user } = useSession();
  const [message, messageHolder] = antdMessage.useMessage();
  return (
    <section aria-labelledby="section-title" data-page="account-management">
      {messageHolder}
      <PageTitle id="section-title">{m.title}</PageTitle>
      <Flex vertical gap={16}>
        {user ? <ProfileCard user={user} message={message} /> : <Skeleton active />}
        <PartnersCard message={message} />
        <SecurityCard />
        <DigestCard />
        <SecondFactorCard message={message} titleClassName={styles.cardTitle} />
        <SessionsCard message={message} />
      </Flex>
    </section>
  );
}

import { Button, Dialog, ErrorBlock, Form, Input, List, NoticeBar, Skeleton, Switch, Tag } from 'antd-mobile';
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
import { mediaUrl } from '@/domains/carousel/media-url';
import { accessFor } from '@/domains/session/access';
import { useSession } from '@/domains/session/session-context';
import { formatDateTime } from '@/shared/format/date';
import { AppLink } from '@/app/routing/app-link';
import { paths, toMobile } from '@/app/routing/paths';
import { idleMessages } from '@/app/session/idle-messages';
import { useFormDraft } from '@/app/session/use-form-draft';
import layout from '@/app/mobile/layout/mobile-layout.module.css';
import styles from './account-management.module.css';
import { showToast } from '@/app/mobile/components/mobile-toast';
import { MobileSecondFactorSection } from '@/app/mobile/second-factor/second-factor-section';
import hidden from '@/app/mobile/components/visually-hidden.module.css';
import { partnerDisplayName } from '@/domains/session/partner';

/** The name form's key among the drafts kept when a session ends. */
const PROFILE_DRAFT = 'account-profile';

const nameRule = {
  validator: async (_: unknown, value: string | undefined) => {
    const problem = nameProblem(value ?? '');
    if (problem) throw new Error(m.nameProblems[problem]);
  },
};

function Profile({ user }: { user: CurrentUser }) {
  const { partner } = useSession();
  const [form] = Form.useForm<NameFields>();
  const editingNow = useRef(false);
  // A session that ended mid-edit comes back with the edit open and the typed names in it.
  const draft = useFormDraft<NameFields>(PROFILE_DRAFT, () =>
    editingNow.current ? form.getFieldsValue() : null,
  );
  const { editing, restored, saving, failure, open, close, save } = useProfileEdit(form, {
    reopened: draft !== null,
    onSaved: () => showToast({ content: m.profile.saved }),
  });
  editingNow.current = editing;

  if (editing) {
    return (
      <div className={layout.card}>
        <h2 className={styles.sectionTitle}>{m.profile.title}</h2>
        {failure && (
          <div role="alert">
            <NoticeBar content={failure} color="error" wrap />
          </div>
        )}
        {restored && (
          <div role="status">
            <NoticeBar content={idleMessages.draftRestored} color="info" wrap />
          </div>
        )}
        <Form
          form={form}
          layout="vertical"
          onFinish={save}
          initialValues={draft ?? { givenName: user.givenName, familyName: user.familyName }}
          footer={
            <div className={styles.padded}>
              <Button type="submit" color="primary" loading={saving}>
                {m.profile.save}
              </Button>
              <Button onClick={close}>{m.profile.cancel}</Button>
            </div>
          }
        >
          <Form.Item label={m.profile.givenName} name="givenName" rules={[nameRule]}>
            <Input autoComplete="given-name" maxLength={60} aria-label={m.profile.givenName} />
          </Form.Item>
          <Form.Item label={m.profile.familyName} name="familyName" rules={[nameRule]}>
            <Input autoComplete="family-name" maxLength={60} aria-label={m.profile.familyName} />
          </Form.Item>
        </Form>
      </div>
    );
  }

  return (
    <div className={layout.card}>
      <h2 className={styles.sectionTitle}>{m.profile.title}</h2>
      <List>
        <List.Item extra={<span className={styles.value}>{user.email}</span>}>{m.profile.email}</List.Item>
        <List.Item extra={<span data-testid="profile-full-name">{user.fullName}</span>}>
          {m.profile.fullName}
        </List.Item>
        <List.Item extra={user.givenName}>{m.profile.givenName}</List.Item>
        <List.Item extra={user.familyName}>{m.profile.familyName}</List.Item>
        <List.Item
          extra={
            partner ? (
              <span>
                {partner.logoUrl && (
                  <img
                    className={styles.logo}
                    src={mediaUrl(partner.logoUrl)}
                    alt={m.profile.logoAlt(partner.name)}
                  />
                )}
                {partnerDisplayName(partner)}
              </span>
            ) : (
              (user.partnerName ?? '–')
            )
          }
        >
          {m.profile.partner}
        </List.Item>
        <List.Item extra={m.profile.roles[user.role] ?? user.role}>{m.profile.role}</List.Item>
      </List>
      <div className={styles.padded}>
        <Button size="small" className={styles.touch} onClick={open}>
          {m.profile.edit}
        </Button>
      </div>
    </div>
  );
}

function Partners() {
  const session = useSession();
  const { partners, partner, switching, switchPartner } = session;
  if (!accessFor(session).canSeePartnerList) return null;
  return (
    <div className={layout.card}>
      <h2 className={styles.sectionTitle}>{m.partners.title}</h2>
      <List>
        {partners.map((candidate) => (
          <List.Item
            key={candidate.id}
            extra={
              candidate.id === partner?.id ? (
                <Tag color="primary">{m.partners.current}</Tag>
              ) : (
                <Button
                  size="mini"
                  className={styles.touch}
                  loading={switching}
                  aria-label={m.partners.switchTo(candidate.name)}
                  onClick={() => {
                    switchPartner(candidate.id).then(
                      () => void showToast({ content: m.partners.switched(candidate.name) }),
                      () => undefined,
                    );
                  }}
                >
                  {m.partners.switchTo(candidate.name)}
                </Button>
              )
            }
          >
            {partnerDisplayName(candidate)}
          </List.Item>
        ))}
      </List>
    </div>
  );
}

function Security() {
  const summary = useSignInSummary();
  const event = (value: { time: string; ip: string | null } | null | undefined) =>
    value ? `${formatDateTime(value.time)}${m.security.from(value.ip)}` : m.security.never;
  return (
    <div className={layout.card}>
      <h2 className={styles.sectionTitle}>{m.security.title}</h2>
      {summary.loading && !summary.data ? (
        <Skeleton.Paragraph lineCount={2} animated />
      ) : summary.error ? (
        <ErrorBlock status="default" title={m.loadFailed(m.security.title)} description="">
          <Button onClick={summary.refresh}>{m.retry}</Button>
        </ErrorBlock>
      ) : (
        <List>
          <List.Item description={event(summary.data?.lastSignIn)}>{m.security.lastSignIn}</List.Item>
          <List.Item description={event(summary.data?.lastFailedSignIn)}>{m.security.lastFailed}</List.Item>
        </List>
      )}
      <div className={styles.padded}>
        <AppLink to={toMobile(paths.changePassword)} className={styles.link}>
          {m.security.changePassword}
        </AppLink>
        <AppLink to={toMobile(paths.operationLog)} className={styles.link}>
          {m.security.operationLog}
        </AppLink>
      </div>
    </div>
  );
}

/** The weekly digest mail on or off (partner users; docs/server.md, "Weekly digest"). */
function Digest() {
  const digest = useWeeklyDigest();
  if (!digest.loading && !digest.loadError && !digest.eligible) return null;
  return (
    <div className={layout.card}>
      <h2 className={styles.sectionTitle}>{m.digest.title}</h2>
      {digest.loading ? (
        <Skeleton.Paragraph lineCount={2} animated />
      ) : digest.loadError ? (
        <ErrorBlock status="default" title={m.loadFailed(m.digest.title)} description="">
          <Button onClick={digest.retry}>{m.retry}</Button>
        </ErrorBlock>
      ) : (
        <List>
          <List.Item
            description={m.digest.intro}
            extra={
              <Switch
                aria-label={m.digest.label}
                checked={digest.on}
                loading={digest.saving}
                onChange={(on) => void digest.set(on)}
              />
            }
          >
            {m.digest.label}
          </List.Item>
          <List.Item>
            <span aria-live="polite">{digest.on ? m.digest.on : m.digest.off}</span>
          </List.Item>
          {digest.failed && (
            <List.Item>
              <span role="alert">{m.digest.saveFailed}</span>
            </List.Item>
          )}
        </List>
      )}
    </div>
  );
}

function Sessions() {
  const sessions = useSessions();
  const revoke = useRevoke(sessions.refresh);
  const others = sessions.rows.filter((row) => !row.current).length;
  const signOutOthers = async () => {
    const confirmed = await Dialog.confirm({
      content: m.sessions.confirmOthers,
      confirmText: m.sessions.confirm,
      cancelText: m.sessions.cancel,
    });
    if (confirmed && (await revoke.revokeOthers())) showToast({ content: m.sessions.othersDone(others) });
  };

  return (
    <div className={layout.card}>
      <h2 className={styles.sectionTitle}>{m.sessions.title}</h2>
      <p className={`${styles.weak} ${styles.padded}`}>{m.sessions.intro}</p>
      {revoke.error && (
        <div role="alert">
          <NoticeBar content={revoke.error} color="error" wrap />
        </div>
      )}
      {sessions.loading && !sessions.data ? (
        <Skeleton.Paragraph lineCount={3} animated />
      ) : sessions.error ? (
        <ErrorBlock status="default" title={m.loadFailed(m.sessions.title)} description="">
          <Button onClick={sessions.refresh}>{m.retry}</Button>
        </ErrorBlock>
      ) : (
        <List>
          {sessions.rows.map((row) => {
            const device = m.sessions.device(row.device.browser, row.device.os);
            return (
              <List.Item
                key={row.sessionId}
                data-testid="session-row"
                description={
                  <span className={styles.weak}>
                    {m.sessions.signedInAt} {formatDateTime(row.createdAt)} · {m.sessions.lastActive}{' '}
                    {formatDateTime(row.lastSeenAt)} · {row.ip ?? '–'}
                  </span>
                }
                extra={
                  row.current ? (
                    <Tag color="success">{m.sessions.thisDevice}</Tag>
                  ) : (
                    <Button
                      size="mini"
                      className={styles.touch}
                      loading={revoke.busy === row.sessionId}
                      aria-label={m.sessions.signOutDevice(device)}
                      onClick={async () => {
                        if (await revoke.revokeOne(row.sessionId)) showToast({ content: m.sessions.oneDone });
                      }}
                    >
                      {m.sessions.signOut}
                    </Button>
                  )
                }
              >
                {device}
              </List.Item>
            );
          })}
        </List>
      )}
      <div className={styles.padded}>
        {others > 0 ? (
          <Button
            color="danger"
            fill="outline"
            loading={revoke.busy === 'others'}
            onClick={() => void signOutOthers()}
          >
            {m.sessions.signOutOthers}
          </Button>
        ) : (
          sessions.data && <span className={styles.weak}>{m.sessions.onlyThis}</span>
        )}
      </div>
    </div>
  );
}

/** The user's own account on a phone: profile, partners (admins), sign-in history, sessions. */
export default function AccountManagementPage() {
  const { user } = useSession();
  return (
    <section aria-labelledby="section-title" data-page="account-management">
      {/* The top bar shows the page's name; the heading names it for screen readers only. */}
      <h1 id="section-title" className={hidden.visuallyHidden}>
        {m.title}
      </h1>
      <div className={styles.stack}>
        {user ? <Profile user={user} /> : <Skeleton.Paragraph lineCount={4} animated />}
        <Partners />
        <Security />
        <Digest />
        <MobileSecondFactorSection cardClass={layout.card} titleClass={styles.sectionTitle} />
        <Sessions />
      </div>
    </section>
  );
}

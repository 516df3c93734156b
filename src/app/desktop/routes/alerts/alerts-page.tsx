import { Alert, Button, Card, Empty, Flex, Popconfirm, Result, Skeleton, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { ResultCode } from '@contract/shared/result-codes';
import type { AlertRule } from '@contract/alert/schemas';
import { useAlertRuleActions, useAlertRules } from '@/domains/alert/hooks';
import { alertMessages as m } from '@/domains/alert/messages';
import type { AlertFormValues } from '@/domains/alert/rule-form';
import { ruleSummary } from '@/domains/alert/rule-form';
import { isApiError } from '@/shared/request/api-error';
import { formatDateTime } from '@/shared/format/date';
import { usePopupContainer } from '@/app/host/mount-context';
import PageTitle from '@/app/desktop/components/page-title';
import { preloadMessage, showMessage } from '@/app/desktop/components/on-demand-message';
import styles from './alerts.module.css';
import { useLocale, withCatalogs } from '@/shared/i18n';

// The form and its dialog load when first opened: the list is the page's first screen.
const RuleEditor = lazy(
  withCatalogs(() => import(/* webpackChunkName: "desktop-alert-editor" */ './rule-editor')),
);

type Editing = { rule: AlertRule | null } | null;

function RuleRow({
  rule,
  busy,
  onEdit,
  onPause,
  onDelete,
}: {
  rule: AlertRule;
  busy: boolean;
  onEdit: () => void;
  onPause: () => void;
  onDelete: () => void;
}) {
  const getContainer = usePopupContainer();
  const summary = ruleSummary(rule);
  return (
    <li className={styles.rule} data-rule={rule.ruleId} aria-label={m.ruleLabel(summary)}>
      <Flex justify="space-between" align="start" gap="middle" wrap>
        <div className={styles.ruleText}>
          <Typography.Text strong>{summary}</Typography.Text>
          <div>
            <Tag color={rule.paused ? 'default' : 'success'}>
              {rule.paused ? m.status.paused : m.status.active}
            </Tag>
            <Tag>{m.mailShort[rule.mail]}</Tag>
          </div>
          <Typography.Paragraph type="secondary" className={styles.fired}>
            {rule.lastFiredAt ? (
              <>
                <time dateTime={rule.lastFiredAt}>{m.lastFired(formatDateTime(rule.lastFiredAt))}</time>
                {rule.lastReason && <>: {rule.lastReason}</>}
              </>
            ) : (
              m.neverFired
            )}
          </Typography.Paragraph>
        </div>
        <Flex gap="small" wrap>
          <Button onClick={onEdit} disabled={busy}>
            {m.edit}
          </Button>
          <Button onClick={onPause} loading={busy} onPointerEnter={preloadMessage}>
            {rule.paused ? m.resume : m.pause}
          </Button>
          <Popconfirm
            title={m.deleteConfirm}
            description={m.deleteConfirmDetail}
            okText={m.deleteOk}
            cancelText={m.cancel}
            okButtonProps={{ danger: true }}
            onConfirm={onDelete}
            getPopupContainer={getContainer}
          >
            <Button danger disabled={busy} onPointerEnter={preloadMessage}>
              {m.delete}
            </Button>
          </Popconfirm>
        </Flex>
      </Flex>
    </li>
  );
}

/** /alerts: the user's alert rules, each with its state and last alert; add, edit, pause, delete. */
export default function AlertsPage() {
  // Renders again, with everything under it, when the language changes.
  useLocale();
  const list = useAlertRules();
  const actions = useAlertRuleActions();
  const [editing, setEditing] = useState<Editing>(null);

  const save = async (values: AlertFormValues) => {
    const outcome = await actions.save(editing?.rule?.ruleId ?? null, values);
    if (outcome.rule) {
      setEditing(null);
      showMessage('success', outcome.fired ? m.savedAndFired : m.saved, 'alerts');
    }
    return outcome;
  };
  const report = (failure: string | null, done: string) =>
    failure
      ? showMessage('error', `${m.actionFailed}: ${failure}`, 'alerts')
      : showMessage('success', done, 'alerts');

  const noAuthority = isApiError(list.error) && list.error.code === ResultCode.NO_AUTHORITY;
  let body;
  if (noAuthority) body = <Alert type="warning" showIcon title={m.noAuthority} />;
  else if (list.error && !list.data)
    body = (
      <Result
        status="warning"
        title={m.loadFailed}
        subTitle={list.error.message}
        extra={<Button onClick={list.refresh}>{m.retry}</Button>}
      />
    );
  else if (!list.data) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (list.rules.length === 0) body = <Empty description={m.empty} />;
  else
    body = (
      <ul className={styles.rules}>
        {list.rules.map((rule) => (
          <RuleRow
            key={rule.ruleId}
            rule={rule}
            busy={actions.busy === rule.ruleId}
            onEdit={() => setEditing({ rule })}
            onPause={() =>
              void actions
                .setPaused(rule.ruleId, !rule.paused)
                .then((failure) => report(failure, rule.paused ? m.resumed : m.paused))
            }
            onDelete={() => void actions.remove(rule.ruleId).then((failure) => report(failure, m.deleted))}
          />
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="alerts-title" data-page="alerts">
      <Flex justify="space-between" align="start" gap="middle" wrap>
        <PageTitle id="alerts-title">{m.title}</PageTitle>
        {!noAuthority && (
          <Button type="primary" onClick={() => setEditing({ rule: null })} onPointerEnter={preloadMessage}>
            {m.add}
          </Button>
        )}
      </Flex>
      <Typography.Paragraph type="secondary">{m.intro}</Typography.Paragraph>
      <Card>{body}</Card>
      {editing && (
        <Suspense fallback={null}>
          <RuleEditor
            rule={editing.rule}
            countries={list.countries}
            saving={actions.busy === (editing.rule?.ruleId ?? 'new')}
            onSave={save}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </section>
  );
}

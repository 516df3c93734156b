import { Button, Dialog, ErrorBlock, Skeleton, Tag } from 'antd-mobile';
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
import { showToast } from '@/app/mobile/components/mobile-toast';
import { MobileFormAlert } from '@/app/mobile/components/mobile-form-alert';
import layout from '@/app/mobile/layout/mobile-layout.module.css';
import hidden from '@/app/mobile/components/visually-hidden.module.css';
import styles from './alerts.module.css';
import { withCatalogs } from '@/shared/i18n';
import { mobileMessages } from '@/app/mobile/layout/messages';

// The form loads when first opened: the list is the page's first screen.
const RuleFormPopup = lazy(
  withCatalogs(() => import(/* webpackChunkName: "mobile-alert-form" */ './rule-form-popup')),
);

type Editing = { rule: AlertRule | null } | null;

/** /mobile/alerts: the user's alert rules with their state and last alert; add, edit, pause, delete. */
export default function AlertsPage() {
  const list = useAlertRules();
  const actions = useAlertRuleActions();
  const getContainer = usePopupContainer();
  const [editing, setEditing] = useState<Editing>(null);

  const save = async (values: AlertFormValues) => {
    const outcome = await actions.save(editing?.rule?.ruleId ?? null, values);
    if (outcome.rule) {
      setEditing(null);
      showToast({ content: outcome.fired ? m.savedAndFired : m.saved });
    }
    return outcome;
  };
  const report = (failure: string | null, done: string) =>
    showToast({ content: failure ? mobileMessages.join.labelled(m.actionFailed, failure) : done });
  const confirmDelete = async (rule: AlertRule) => {
    const confirmed = await Dialog.confirm({
      title: m.deleteConfirm,
      content: m.deleteConfirmDetail,
      confirmText: m.deleteOk,
      cancelText: m.cancel,
      getContainer,
    });
    if (confirmed) report(await actions.remove(rule.ruleId), m.deleted);
  };

  const noAuthority = isApiError(list.error) && list.error.code === ResultCode.NO_AUTHORITY;
  let body;
  if (noAuthority) body = <MobileFormAlert kind="warning">{m.noAuthority}</MobileFormAlert>;
  else if (list.error && !list.data)
    body = (
      <ErrorBlock status="default" title={m.loadFailed} description={list.error.message}>
        <Button color="primary" onClick={list.refresh}>
          {m.retry}
        </Button>
      </ErrorBlock>
    );
  else if (!list.data) body = <Skeleton.Paragraph lineCount={5} animated />;
  else if (list.rules.length === 0) body = <p className={styles.empty}>{m.empty}</p>;
  else
    body = (
      <ul className={styles.rules}>
        {list.rules.map((rule) => {
          const summary = ruleSummary(rule);
          const busy = actions.busy === rule.ruleId;
          return (
            <li
              key={rule.ruleId}
              className={`${layout.card} ${styles.rule}`}
              data-rule={rule.ruleId}
              aria-label={m.ruleLabel(summary)}
            >
              <p className={styles.summary}>{summary}</p>
              <div className={styles.tags}>
                <Tag color={rule.paused ? 'default' : 'success'} fill="outline">
                  {rule.paused ? m.status.paused : m.status.active}
                </Tag>
                <Tag fill="outline">{m.mailShort[rule.mail]}</Tag>
              </div>
              <p className={styles.fired}>
                {rule.lastFiredAt ? (
                  <>
                    <time dateTime={rule.lastFiredAt}>{m.lastFired(formatDateTime(rule.lastFiredAt))}</time>
                    {rule.lastReason && <>: {rule.lastReason}</>}
                  </>
                ) : (
                  m.neverFired
                )}
              </p>
              <div className={styles.actions}>
                <Button size="small" disabled={busy} onClick={() => setEditing({ rule })}>
                  {m.edit}
                </Button>
                <Button
                  size="small"
                  loading={busy}
                  onClick={() =>
                    void actions
                      .setPaused(rule.ruleId, !rule.paused)
                      .then((failure) => report(failure, rule.paused ? m.resumed : m.paused))
                  }
                >
                  {rule.paused ? m.resume : m.pause}
                </Button>
                <Button
                  size="small"
                  color="danger"
                  fill="outline"
                  disabled={busy}
                  onClick={() => void confirmDelete(rule)}
                >
                  {m.delete}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    );

  return (
    <section aria-labelledby="alerts-title" data-page="alerts" className={styles.page}>
      {/* The top bar shows the page's name; the heading names it for screen readers only. */}
      <h1 id="alerts-title" className={hidden.visuallyHidden}>
        {m.title}
      </h1>
      <p className={styles.intro}>{m.intro}</p>
      {!noAuthority && (
        <Button color="primary" block onClick={() => setEditing({ rule: null })} className={styles.add}>
          {m.add}
        </Button>
      )}
      {body}
      {editing && (
        <Suspense fallback={null}>
          <RuleFormPopup
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

import { Button, Card, Form, Input, Select, Space, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  checkSetting,
  SETTING_DEFS,
  SETTING_TEXT_MAX,
  SETTING_URL_MAX,
} from '@contract/staff-content/settings';
import type { SettingDef } from '@contract/staff-content/settings';
import { saveSettings } from '@/domains/staff-content/api';
import { useSettings, useStaffPartners } from '@/domains/staff-content/hooks';
import { isApiError } from '@/shared/request/api-error';
import { DraftNotice } from '@/app/desktop/components/use-staff-form-draft';
import { StaffStates } from '@/app/desktop/iboss/components/staff-states';
import { useKeptDraft } from '@/app/session/use-kept-draft';
import { useStaffMessage } from '@/app/desktop/iboss/components/use-staff-message';
import { staffContentMessages } from '@/app/desktop/iboss/staff-content-messages';
import staff from '../../staff.module.css';
import styles from './configuration.module.css';

const m = staffContentMessages;
const c = staffContentMessages.configuration;
const ALL = '';
/** Form field names can't hold dots (antd reads them as paths): one name per setting key. */
const fieldName = (key: string) => key.replace(/\./g, '_');
/** The draft's own entry for the scope it was typed for (no setting's field name has a dollar). */
const DRAFT_SCOPE = '$scope';

/** The form's values for a scope's stored settings (empty where the scope sets nothing). */
const formValues = (values: Record<string, string>) =>
  Object.fromEntries(SETTING_DEFS.map((def) => [fieldName(def.key), values[def.key] ?? '']));

/** The input for a setting's type: the phone keyboard and the browser's hints follow it. */
function SettingInput({ def, ...props }: { def: SettingDef; id?: string; value?: string }) {
  switch (def.kind) {
    case 'text':
      return <Input.TextArea rows={2} maxLength={def.max ?? SETTING_TEXT_MAX} showCount {...props} />;
    case 'email':
      return <Input inputMode="email" autoComplete="off" maxLength={254} {...props} />;
    case 'url':
      return <Input inputMode="url" maxLength={SETTING_URL_MAX} {...props} />;
    case 'integer':
      return <Input inputMode="numeric" maxLength={9} className={styles.integer} {...props} />;
    case 'currency':
      // Upper-cased by the field's normalize, so what shows is what is sent (no CSS case change).
      return <Input maxLength={3} className={styles.currency} {...props} />;
  }
}

/** Portal settings (config/queryOne.json keys), network-wide or for one partner. */
export function SettingsCard() {
  const [message, messageHolder] = useStaffMessage();
  const settings = useSettings();
  const { partners } = useStaffPartners();
  const [form] = Form.useForm<Record<string, string>>();
  const storedRef = useRef(new Map<string, Record<string, string>>());
  const scopeRef = useRef(ALL);
  // What was typed survives a session end (README, "Screens": session safety), with the scope it
  // was typed for; nothing is kept when the form still shows the stored values.
  const kept = useKeptDraft('settings', () => {
    const typed = form.getFieldsValue(true);
    const base = formValues(storedRef.current.get(scopeRef.current) ?? {});
    const changed = Object.keys(base).some((name) => (typed[name] ?? '') !== base[name]);
    return changed ? { ...typed, [DRAFT_SCOPE]: scopeRef.current } : null;
  });
  const draftScope = typeof kept.draft?.[DRAFT_SCOPE] === 'string' ? kept.draft[DRAFT_SCOPE] : ALL;
  const [scope, setScope] = useState(draftScope);
  const [saving, setSaving] = useState(false);
  scopeRef.current = scope;

  const stored = useMemo(() => {
    const byScope = new Map<string, Record<string, string>>();
    for (const entry of settings.data?.settingList ?? []) {
      const key = entry.partnerId ?? ALL;
      byScope.set(key, { ...byScope.get(key), [entry.key]: entry.value });
    }
    return byScope;
  }, [settings.data]);
  storedRef.current = stored;

  // The stored values of the scope, with a restored draft over them while it shows.
  const restoring = useRef(kept.restored);
  restoring.current = kept.restored;
  useEffect(() => {
    const values = formValues(stored.get(scope) ?? {});
    const draft = restoring.current && scope === draftScope ? (kept.draft ?? {}) : {};
    const typed = Object.fromEntries(
      Object.entries(draft).filter(([name, value]) => name in values && typeof value === 'string'),
    ) as Record<string, string>;
    form.setFieldsValue({ ...values, ...typed });
  }, [form, scope, stored, draftScope, kept.draft]);

  const discardDraft = () => {
    form.setFieldsValue(formValues(stored.get(scope) ?? {}));
    kept.discard();
  };

  const submit = async (values: Record<string, string>) => {
    const current = stored.get(scope) ?? {};
    const changed: Record<string, string | null> = {};
    for (const def of SETTING_DEFS) {
      const next = (values[fieldName(def.key)] ?? '').trim();
      if (next === (current[def.key] ?? '')) continue;
      changed[def.key] = next === '' ? null : next;
    }
    if (!Object.keys(changed).length) return void message.info(m.nothingChanged);
    setSaving(true);
    try {
      await saveSettings({ partnerId: scope === ALL ? null : scope, values: changed });
      // A declared write (domains/staff-content/api.ts): the stored values reload by themselves.
      kept.saved();
      message.success(m.saved);
    } catch (error) {
      // A refused value is shown under its field; everything typed stays in the form.
      const field = isApiError(error) ? error.field : undefined;
      if (field && isApiError(error) && error.serverMessage && SETTING_DEFS.some((d) => d.key === field)) {
        form.setFields([{ name: fieldName(field), errors: [error.serverMessage] }]);
      } else {
        message.error(isApiError(error) ? error.message : m.loadFailed);
      }
    } finally {
      setSaving(false);
    }
  };

  const network = stored.get(ALL) ?? {};
  return (
    <Card title={<h2 className={staff.cardTitle}>{c.settingsTitle}</h2>}>
      {messageHolder}
      {/* Until the values arrive the form stands disabled in its final shape, so the cards below
          do not move when it fills (layout-shift line in budgets.json). */}
      {settings.data || !settings.error ? (
        <div aria-busy={!settings.data}>
          <Typography.Paragraph>{c.settingsIntro}</Typography.Paragraph>
          {kept.restored && <DraftNotice onDiscard={discardDraft} />}
          <Form.Item label={c.scope} htmlFor="settings-scope">
            <Select
              id="settings-scope"
              disabled={!settings.data}
              value={scope}
              onChange={setScope}
              className={styles.scope}
              options={[
                { value: ALL, label: m.allPartners },
                ...partners.map((p) => ({ value: p.id, label: p.name })),
              ]}
            />
          </Form.Item>
          <Form
            form={form}
            layout="vertical"
            onFinish={submit}
            disabled={!settings.data}
            className={styles.form}
          >
            {SETTING_DEFS.map((def) => (
              <Form.Item
                key={def.key}
                name={fieldName(def.key)}
                label={c.label(def.key)}
                normalize={def.kind === 'currency' ? (value?: string) => value?.toUpperCase() : undefined}
                extra={[c.range(def.key), scope !== ALL ? c.networkValue(network[def.key]) : undefined]
                  .filter(Boolean)
                  .join(' · ')}
                rules={[
                  {
                    validator: async (_rule, value: string | undefined) => {
                      const text = (value ?? '').trim();
                      if (text === '') return;
                      const problem = checkSetting(def.key, text);
                      if (problem) throw new Error(c.problem(def.key, problem));
                    },
                  },
                ]}
              >
                <SettingInput def={def} />
              </Form.Item>
            ))}
            <Space>
              <Button type="primary" htmlType="submit" loading={saving}>
                {m.save}
              </Button>
            </Space>
          </Form>
        </div>
      ) : (
        <StaffStates loading={false} error={settings.error} onRetry={settings.refresh} />
      )}
    </Card>
  );
}

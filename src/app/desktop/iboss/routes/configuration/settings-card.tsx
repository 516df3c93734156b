import { Button, Card, Form, Input, Select, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import {
  checkSetting,
  SETTING_DEFS,
  SETTING_TEXT_MAX,
  SETTING_URL_MAX,
  settingProblemText,
} from '@contract/staff-content/settings';
import type { SettingDef } from '@contract/staff-content/settings';
import { saveSettings } from '@/domains/staff-content/api';
import { useSettings, useStaffPartners } from '@/domains/staff-content/hooks';
import { isApiError } from '@/shared/request/api-error';
import { StaffStates } from '@/app/desktop/iboss/components/staff-states';
import { useStaffMessage } from '@/app/desktop/iboss/components/use-staff-message';
import { staffContentMessages } from '@/app/desktop/iboss/staff-content-messages';
import staff from '../../staff.module.css';
import styles from './configuration.module.css';

const m = staffContentMessages;
const c = staffContentMessages.configuration;
const ALL = '';
/** Form field names can't hold dots (antd reads them as paths): one name per setting key. */
const fieldName = (key: string) => key.replace(/\./g, '_');

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
  const [scope, setScope] = useState(ALL);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<Record<string, string>>();

  const stored = useMemo(() => {
    const byScope = new Map<string, Record<string, string>>();
    for (const entry of settings.data?.settingList ?? []) {
      const key = entry.partnerId ?? ALL;
      byScope.set(key, { ...byScope.get(key), [entry.key]: entry.value });
    }
    return byScope;
  }, [settings.data]);

  useEffect(() => {
    const values = stored.get(scope) ?? {};
    form.setFieldsValue(
      Object.fromEntries(SETTING_DEFS.map((def) => [fieldName(def.key), values[def.key] ?? ''])),
    );
  }, [form, scope, stored]);

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
                label={c.labels[def.key]}
                normalize={def.kind === 'currency' ? (value?: string) => value?.toUpperCase() : undefined}
                extra={[c.ranges[def.key], scope !== ALL ? c.networkValue(network[def.key]) : undefined]
                  .filter(Boolean)
                  .join(' · ')}
                rules={[
                  {
                    validator: async (_rule, value: string | undefined) => {
                      const text = (value ?? '').trim();
                      if (text === '') return;
                      const problem = checkSetting(def.key, text);
                      if (problem) throw new Error(settingProblemText(def.key, problem));
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

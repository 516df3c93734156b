import { Alert, Button, Card, Form, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AuthFailure } from '@/domains/auth/auth-failure';
import { authMessages } from '@/domains/auth/messages';
import { useChangePassword } from '@/app/session/use-auth-actions';
import { NewPasswordFields } from '@/app/desktop/components/new-password-fields';
import { PasswordInput } from '@/app/desktop/components/password-input';
import PageTitle from '@/app/desktop/components/page-title';
import styles from './change-password.module.css';
import { useLocale } from '@/shared/i18n';

const m = authMessages.changePassword;

interface ChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** /change-psd: current and new password; every server error appears at the field it concerns. */
export default function ChangePasswordPage() {
  // Renders again, with everything under it, when the language changes.
  useLocale();
  const [form] = Form.useForm<ChangeValues>();
  const navigate = useNavigate();
  const { run, pending } = useChangePassword('desktop');
  const [failure, setFailure] = useState<AuthFailure | null>(null);

  const submit = async ({ currentPassword, newPassword }: ChangeValues) => {
    setFailure(null);
    const outcome = await run(currentPassword, newPassword);
    if (!outcome) return;
    if (outcome.field === 'currentPassword' || outcome.field === 'newPassword') {
      form.setFields([{ name: outcome.field, errors: [outcome.message] }]);
    } else setFailure(outcome);
  };

  return (
    <section aria-labelledby="change-password-title" className={styles.page}>
      <PageTitle id="change-password-title">{m.title}</PageTitle>
      <Typography.Paragraph type="secondary">{m.subtitle}</Typography.Paragraph>
      <Card>
        {failure && (
          <Alert type="error" showIcon role="alert" title={failure.message} className={styles.notice} />
        )}
        <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={pending}>
          <Form.Item
            label={authMessages.fields.currentPassword}
            name="currentPassword"
            rules={[{ required: true, message: authMessages.validation.currentPasswordRequired }]}
          >
            <PasswordInput size="large" autoComplete="current-password" />
          </Form.Item>
          <NewPasswordFields />
          <Space>
            <Button type="primary" htmlType="submit" loading={pending}>
              {m.submit}
            </Button>
            <Button onClick={() => navigate(-1)} disabled={pending}>
              {m.cancel}
            </Button>
          </Space>
        </Form>
      </Card>
    </section>
  );
}

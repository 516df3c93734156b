import { MailOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Result } from 'antd';
import { authMessages } from '@/domains/auth/messages';
import { AppLink } from '@/app/routing/app-link';
import { paths } from '@/app/routing/paths';
import { useResetEmailForm } from '@/app/session/use-reset-email-form';
import { AuthShell } from './auth-shell';
import { emailRules } from './email-rules';
import styles from './auth-shell.module.css';
import { useLocale } from '@/shared/i18n';

const m = authMessages.checkEmail;

/** Forgot password: sends a reset link; the answer is the same whether or not the email has an account. */
export default function CheckEmailPage() {
  // Renders again, with everything under it, when the language changes.
  useLocale();
  const [form] = Form.useForm<{ email: string }>();
  const { sentTo, failure, pending, submit, sendAgain } = useResetEmailForm((message) =>
    form.setFields([{ name: 'email', errors: [message] }]),
  );

  if (sentTo) {
    return (
      <AuthShell title={m.sentTitle}>
        <Result
          icon={<MailOutlined />}
          status="success"
          subTitle={m.sent(sentTo)}
          className={styles.result}
          extra={[
            <Button key="again" onClick={sendAgain}>
              {m.sendAgain}
            </Button>,
            <AppLink key="back" to={paths.login}>
              {m.backToLogin}
            </AppLink>,
          ]}
        />
        <Alert type="info" title={m.sentHint} />
      </AuthShell>
    );
  }

  return (
    <AuthShell title={m.title} subtitle={m.subtitle}>
      {failure && (
        <Alert type="error" showIcon role="alert" title={failure.message} className={styles.notice} />
      )}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={pending}>
        <Form.Item label={authMessages.fields.email} name="email" rules={emailRules} validateTrigger="onBlur">
          <Input
            size="large"
            autoComplete="email"
            inputMode="email"
            placeholder={authMessages.fields.emailPlaceholder}
            autoFocus
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={pending}>
          {m.submit}
        </Button>
      </Form>
      <div className={styles.back}>
        <AppLink to={paths.login}>{m.backToLogin}</AppLink>
      </div>
    </AuthShell>
  );
}

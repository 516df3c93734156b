import { lazy, Suspense } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { authMessages } from '@/domains/auth/messages';
import { AppLink } from '@/app/routing/app-link';
import { paths } from '@/app/routing/paths';
import { useLoginForm } from '@/app/session/use-login-form';
import { AuthShell } from './auth-shell';
import { emailRules, signInPasswordRules } from './email-rules';
import { PasswordInput } from '@/app/desktop/components/password-input';
import styles from './auth-shell.module.css';
import { useLocale, withCatalogs } from '@/shared/i18n';

// Only accounts with a second factor need this step: it loads after a correct password.
const SecondFactorStep = lazy(
  withCatalogs(() =>
    import(/* webpackChunkName: "desktop-second-factor-step" */ './second-factor-step').then((module) => ({
      default: module.SecondFactorStep,
    })),
  ),
);

interface LoginValues {
  email: string;
  password: string;
}

const m = authMessages.login;

export default function LoginPage() {
  // Renders again, with everything under it, when the language changes.
  useLocale();
  const [form] = Form.useForm<LoginValues>();
  const { notice, noticeKind, failure, pending, submit, challenge, restart } = useLoginForm(
    'desktop',
    (message) => form.setFields([{ name: 'email', errors: [message] }]),
  );

  // A correct password on an account with a second factor: the code step takes the card.
  if (challenge)
    return (
      <Suspense fallback={null}>
        <SecondFactorStep challenge={challenge} restart={restart} />
      </Suspense>
    );

  return (
    <AuthShell title={m.title} subtitle={m.subtitle}>
      {notice && !failure && <Alert type={noticeKind} showIcon title={notice} className={styles.notice} />}
      {failure && (
        <Alert type="error" showIcon role="alert" title={failure.message} className={styles.notice} />
      )}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={pending}>
        <Form.Item label={authMessages.fields.email} name="email" rules={emailRules} validateTrigger="onBlur">
          <Input
            size="large"
            autoComplete="username"
            inputMode="email"
            placeholder={authMessages.fields.emailPlaceholder}
            autoFocus
          />
        </Form.Item>
        <Form.Item
          label={authMessages.fields.password}
          name="password"
          rules={signInPasswordRules}
          validateTrigger="onBlur"
          className={styles.password}
        >
          <PasswordInput size="large" autoComplete="current-password" />
        </Form.Item>
        <div className={styles.forgot}>
          <AppLink to={paths.checkEmail}>{m.forgot}</AppLink>
        </div>
        <Button type="primary" htmlType="submit" size="large" block loading={pending}>
          {m.submit}
        </Button>
      </Form>
    </AuthShell>
  );
}

import { lazy, Suspense } from 'react';
import { Button, Form, Input } from 'antd-mobile';
import { authMessages } from '@/domains/auth/messages';
import { AppLink } from '@/app/routing/app-link';
import { paths, toMobile } from '@/app/routing/paths';
import { useLoginForm } from '@/app/session/use-login-form';
import { MobileAuthShell } from './mobile-auth-shell';
import styles from './mobile-auth-shell.module.css';
import { MobileFormAlert } from '@/app/mobile/components/mobile-form-alert';
import { emailRules, signInPasswordRules } from '@/app/mobile/components/mobile-form-rules';
import { MobilePasswordInput } from '@/app/mobile/components/mobile-password-input';
import { withCatalogs } from '@/shared/i18n';

// Only accounts with a second factor need this step: it loads after a correct password.
const MobileSecondFactorStep = lazy(
  withCatalogs(() =>
    import(/* webpackChunkName: "mobile-second-factor-step" */ './second-factor-step').then((module) => ({
      default: module.MobileSecondFactorStep,
    })),
  ),
);

interface LoginValues {
  email: string;
  password: string;
}

const m = authMessages.login;

export default function MobileLoginPage() {
  const [form] = Form.useForm<LoginValues>();
  const { notice, noticeKind, failure, pending, submit, challenge, restart } = useLoginForm(
    'mobile',
    (message) => form.setFields([{ name: 'email', errors: [message] }]),
  );

  // A correct password on an account with a second factor: the code step takes the card.
  if (challenge)
    return (
      <Suspense fallback={null}>
        <MobileSecondFactorStep challenge={challenge} restart={restart} />
      </Suspense>
    );

  return (
    <MobileAuthShell title={m.title} subtitle={m.subtitle}>
      {notice && !failure && <MobileFormAlert kind={noticeKind}>{notice}</MobileFormAlert>}
      {failure && <MobileFormAlert kind="error">{failure.message}</MobileFormAlert>}
      <Form
        form={form}
        layout="vertical"
        requiredMarkStyle="none"
        onFinish={submit}
        disabled={pending}
        footer={
          <Button block type="submit" color="primary" size="large" loading={pending} disabled={pending}>
            {m.submit}
          </Button>
        }
      >
        <Form.Item label={authMessages.fields.email} name="email" rules={emailRules} validateTrigger="onBlur">
          <Input
            autoComplete="username"
            inputMode="email"
            placeholder={authMessages.fields.emailPlaceholder}
            clearable
            className={styles.input}
          />
        </Form.Item>
        <Form.Item label={authMessages.fields.password} name="password" rules={signInPasswordRules}>
          <MobilePasswordInput autoComplete="current-password" />
        </Form.Item>
      </Form>
      <div className={styles.links}>
        <AppLink to={toMobile(paths.checkEmail)} className={styles.link}>
          {m.forgot}
        </AppLink>
      </div>
    </MobileAuthShell>
  );
}

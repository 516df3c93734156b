import { Button, Form, Input, Result } from 'antd-mobile';
import { authMessages } from '@/domains/auth/messages';
import { AppLink } from '@/app/routing/app-link';
import { paths, toMobile } from '@/app/routing/paths';
import { useResetEmailForm } from '@/app/session/use-reset-email-form';
import { MobileAuthShell } from './mobile-auth-shell';
import styles from './mobile-auth-shell.module.css';
import { MobileFormAlert } from '@/app/mobile/components/mobile-form-alert';
import { emailRules } from '@/app/mobile/components/mobile-form-rules';

const m = authMessages.checkEmail;

/** Forgot password: sends a reset link; the answer is the same whether or not the email has an account. */
export default function MobileCheckEmailPage() {
  const [form] = Form.useForm<{ email: string }>();
  const { sentTo, failure, pending, submit, sendAgain } = useResetEmailForm((message) =>
    form.setFields([{ name: 'email', errors: [message] }]),
  );

  if (sentTo) {
    return (
      <MobileAuthShell title={m.sentTitle}>
        <Result status="success" title={m.sentTitle} description={m.sent(sentTo)} />
        <p className={styles.hint}>{m.sentHint}</p>
        <Button block size="large" onClick={sendAgain}>
          {m.sendAgain}
        </Button>
        <div className={styles.links}>
          <AppLink to={toMobile(paths.login)} className={styles.link}>
            {m.backToLogin}
          </AppLink>
        </div>
      </MobileAuthShell>
    );
  }

  return (
    <MobileAuthShell title={m.title} subtitle={m.subtitle}>
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
            autoComplete="email"
            inputMode="email"
            placeholder={authMessages.fields.emailPlaceholder}
            clearable
            className={styles.input}
          />
        </Form.Item>
      </Form>
      <div className={styles.links}>
        <AppLink to={toMobile(paths.login)} className={styles.link}>
          {m.backToLogin}
        </AppLink>
      </div>
    </MobileAuthShell>
  );
}

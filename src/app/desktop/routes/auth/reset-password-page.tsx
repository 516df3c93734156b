import { Alert, Button, Flex, Form, Result, Spin } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { AuthFailure } from '@/domains/auth/auth-failure';
import { authMessages } from '@/domains/auth/messages';
import { AppLink } from '@/app/routing/app-link';
import { paths } from '@/app/routing/paths';
import { loginHref } from '@/app/session/login-redirect';
import { useResetPassword } from '@/app/session/use-auth-actions';
import { useResetLink } from '@/app/session/use-reset-link-check';
import { AuthShell } from './auth-shell';
import { NewPasswordFields } from '@/app/desktop/components/new-password-fields';
import styles from './auth-shell.module.css';
import { useLocale } from '@/shared/i18n';

const m = authMessages.resetPassword;

interface ResetValues {
  newPassword: string;
  confirmPassword: string;
}

/**
 * Reset password from the mailed link (`?token=`). The link is checked as the page opens: an
 * expired or used one offers a new link before anything is typed.
 */
export default function ResetPasswordPage() {
  // Renders again, with everything under it, when the language changes.
  useLocale();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const navigate = useNavigate();
  const [form] = Form.useForm<ResetValues>();
  const { run, pending } = useResetPassword();
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const { state: link, purpose } = useResetLink(token);
  // A new account's invitation opens this page too: worded for a first password, not a reset.
  const invited = purpose === 'invitation';
  const words = invited ? { ...m, ...authMessages.setPassword } : m;

  if (link === 'checking') {
    return (
      <AuthShell title={m.title}>
        <Flex role="status" gap="small" align="center" justify="center" className={styles.checking}>
          <Spin size="small" />
          {m.checkingLink}
        </Flex>
      </AuthShell>
    );
  }
  if (link === 'unusable') {
    return (
      <AuthShell title={m.invalidLinkTitle}>
        <Result
          status="warning"
          subTitle={m.invalidLink}
          className={styles.result}
          extra={
            <AppLink to={paths.checkEmail}>
              <Button type="primary">{m.requestNew}</Button>
            </AppLink>
          }
        />
      </AuthShell>
    );
  }

  const submit = async ({ newPassword }: ResetValues) => {
    setFailure(null);
    const outcome = await run(token, newPassword);
    if (outcome === undefined) return;
    if (!outcome)
      navigate(loginHref('desktop', null, invited ? 'password-set' : 'password-reset'), { replace: true });
    else if (outcome.field === 'newPassword')
      form.setFields([{ name: 'newPassword', errors: [outcome.message] }]);
    else setFailure(outcome);
  };

  return (
    <AuthShell title={words.title} subtitle={words.subtitle}>
      {failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={failure.message}
          action={
            failure.field === 'token' ? <AppLink to={paths.checkEmail}>{m.requestNew}</AppLink> : undefined
          }
          className={styles.notice}
        />
      )}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={pending}>
        <NewPasswordFields />
        <Button type="primary" htmlType="submit" size="large" block loading={pending}>
          {words.submit}
        </Button>
      </Form>
      <div className={styles.back}>
        <AppLink to={paths.login}>{m.backToLogin}</AppLink>
      </div>
    </AuthShell>
  );
}

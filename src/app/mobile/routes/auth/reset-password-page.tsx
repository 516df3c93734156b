import { Button, Form, Result, SpinLoading } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { AuthFailure } from '@/domains/auth/auth-failure';
import { authMessages } from '@/domains/auth/messages';
import { AppLink } from '@/app/routing/app-link';
import { paths, toMobile } from '@/app/routing/paths';
import { loginHref } from '@/app/session/login-redirect';
import { useResetPassword } from '@/app/session/use-auth-actions';
import { useResetLink } from '@/app/session/use-reset-link-check';
import { MobileAuthShell } from './mobile-auth-shell';
import styles from './mobile-auth-shell.module.css';
import { MobileFormAlert } from '@/app/mobile/components/mobile-form-alert';
import {
  MobileNewPasswordChecklist,
  MobileNewPasswordItems,
} from '@/app/mobile/components/mobile-new-password-fields';

const m = authMessages.resetPassword;

interface ResetValues {
  newPassword: string;
  confirmPassword: string;
}

/**
 * Reset password from the mailed link (`?token=`). The link is checked as the page opens: an
 * expired or used one offers a new link before anything is typed.
 */
export default function MobileResetPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const navigate = useNavigate();
  const [form] = Form.useForm<ResetValues>();
  const newPassword = Form.useWatch('newPassword', form);
  const { run, pending } = useResetPassword();
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const { state: link, purpose } = useResetLink(token);
  // A new account's invitation opens this page too: worded for a first password, not a reset.
  const invited = purpose === 'invitation';
  const words = invited ? { ...m, ...authMessages.setPassword } : m;

  if (link === 'checking') {
    return (
      <MobileAuthShell title={m.title}>
        <div role="status" className={styles.checking}>
          <SpinLoading className={styles.spinner} />
          {m.checkingLink}
        </div>
      </MobileAuthShell>
    );
  }
  if (link === 'unusable') {
    return (
      <MobileAuthShell title={m.invalidLinkTitle}>
        {/* The shell's heading already names the problem: the result gives only the icon and why. */}
        <Result status="warning" title={m.invalidLink} />
        <AppLink to={toMobile(paths.checkEmail)} className={styles.link}>
          {m.requestNew}
        </AppLink>
      </MobileAuthShell>
    );
  }

  const submit = async (values: ResetValues) => {
    setFailure(null);
    const outcome = await run(token, values.newPassword);
    if (outcome === undefined) return;
    if (!outcome)
      navigate(loginHref('mobile', null, invited ? 'password-set' : 'password-reset'), { replace: true });
    else if (outcome.field === 'newPassword')
      form.setFields([{ name: 'newPassword', errors: [outcome.message] }]);
    else setFailure(outcome);
  };

  return (
    <MobileAuthShell title={words.title} subtitle={words.subtitle}>
      {failure && (
        <MobileFormAlert kind="error">
          {failure.message}{' '}
          {failure.field === 'token' && <AppLink to={toMobile(paths.checkEmail)}>{m.requestNew}</AppLink>}
        </MobileFormAlert>
      )}
      <Form
        form={form}
        layout="vertical"
        requiredMarkStyle="none"
        onFinish={submit}
        disabled={pending}
        footer={
          <>
            <MobileNewPasswordChecklist value={newPassword} />
            <Button block type="submit" color="primary" size="large" loading={pending} disabled={pending}>
              {words.submit}
            </Button>
          </>
        }
      >
        <MobileNewPasswordItems />
      </Form>
      <div className={styles.links}>
        <AppLink to={toMobile(paths.login)} className={styles.link}>
          {m.backToLogin}
        </AppLink>
      </div>
    </MobileAuthShell>
  );
}

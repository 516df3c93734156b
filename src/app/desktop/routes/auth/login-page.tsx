import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AuthFailure } from '../../../../domains/auth/auth-failure';
import { authMessages } from '../../../../domains/auth/messages';
import { AppLink } from '../../../app-link';
import { paths } from '../../../paths';
import { NOTICE_PARAM } from '../../../session/login-redirect';
import type { LoginNotice } from '../../../session/login-redirect';
import { useLogin } from '../../../session/use-auth-actions';
import { AuthShell } from './auth-shell';
import { emailRules } from './email-rules';
import { PasswordInput } from './password-input';

interface LoginValues {
  email: string;
  password: string;
}

const m = authMessages.login;
const v = authMessages.validation;

const notices: Record<LoginNotice, string> = {
  'password-changed': m.passwordChanged,
  'password-reset': m.passwordReset,
  'signed-out': m.signedOut,
};

export default function LoginPage() {
  const [form] = Form.useForm<LoginValues>();
  const [search] = useSearchParams();
  const { run, pending } = useLogin('desktop');
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const notice = notices[search.get(NOTICE_PARAM) as LoginNotice];

  const submit = async ({ email, password }: LoginValues) => {
    setFailure(null);
    const outcome = await run(email, password);
    if (!outcome) return;
    // Only a malformed email is an email error; a credential failure never says which part was wrong.
    if (outcome.field === 'email') form.setFields([{ name: 'email', errors: [outcome.message] }]);
    else setFailure(outcome);
  };

  return (
    <AuthShell title={m.title} subtitle={m.subtitle}>
      {notice && !failure && <Alert type="success" showIcon title={notice} style={{ marginBottom: 24 }} />}
      {failure && (
        <Alert type="error" showIcon role="alert" title={failure.message} style={{ marginBottom: 24 }} />
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
          rules={[{ required: true, message: v.passwordRequired }]}
          style={{ marginBottom: 8 }}
        >
          <PasswordInput size="large" autoComplete="current-password" />
        </Form.Item>
        <div style={{ textAlign: 'right', marginBottom: 24 }}>
          <AppLink to={paths.checkEmail}>{m.forgot}</AppLink>
        </div>
        <Button type="primary" htmlType="submit" size="large" block loading={pending}>
          {m.submit}
        </Button>
      </Form>
    </AuthShell>
  );
}

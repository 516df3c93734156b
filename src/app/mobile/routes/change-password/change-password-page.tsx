import { Button, Form } from 'antd-mobile';
import { useState } from 'react';
import type { AuthFailure } from '@/domains/auth/auth-failure';
import { authMessages } from '@/domains/auth/messages';
import { useChangePassword } from '@/app/session/use-auth-actions';
import { MobileFormAlert } from '@/app/mobile/components/mobile-form-alert';
import {
  MobileNewPasswordChecklist,
  MobileNewPasswordItems,
} from '@/app/mobile/components/mobile-new-password-fields';
import { MobilePasswordInput } from '@/app/mobile/components/mobile-password-input';
import styles from './change-password.module.css';
import hidden from '@/app/mobile/components/visually-hidden.module.css';

const m = authMessages.changePassword;

interface ChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** /mobile/change-psd: current and new password; every server error appears at the field it concerns. */
export default function MobileChangePasswordPage() {
  const [form] = Form.useForm<ChangeValues>();
  const newPassword = Form.useWatch('newPassword', form);
  const { run, pending } = useChangePassword('mobile');
  const [failure, setFailure] = useState<AuthFailure | null>(null);

  const submit = async ({ currentPassword, newPassword: next }: ChangeValues) => {
    setFailure(null);
    const outcome = await run(currentPassword, next);
    if (!outcome) return;
    if (outcome.field === 'currentPassword' || outcome.field === 'newPassword') {
      form.setFields([{ name: outcome.field, errors: [outcome.message] }]);
    } else setFailure(outcome);
  };

  return (
    <section aria-labelledby="mobile-change-password-title" className={styles.page}>
      {/* The top bar shows the page's name; the heading names it for screen readers only. */}
      <h1 id="mobile-change-password-title" className={hidden.visuallyHidden}>
        {m.title}
      </h1>
      <p className={styles.subtitle}>{m.subtitle}</p>
      {failure && <MobileFormAlert kind="error">{failure.message}</MobileFormAlert>}
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
              {m.submit}
            </Button>
          </>
        }
      >
        <Form.Item
          label={authMessages.fields.currentPassword}
          name="currentPassword"
          rules={[{ required: true, message: authMessages.validation.currentPasswordRequired }]}
        >
          <MobilePasswordInput autoComplete="current-password" />
        </Form.Item>
        <MobileNewPasswordItems />
      </Form>
    </section>
  );
}

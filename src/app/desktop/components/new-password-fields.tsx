import { Form } from 'antd';
import { isValidPassword } from '@contract/shared/validation';
import { authMessages } from '@/domains/auth/messages';
import { PasswordChecklist } from './password-checklist';
import { PasswordInput } from './password-input';

const v = authMessages.validation;

/** New password plus confirmation, with the password rules (VALID-PASSWORD) ticking live under them. */
export function NewPasswordFields() {
  const form = Form.useFormInstance();
  const value: string = Form.useWatch('newPassword', form) ?? '';
  return (
    <>
      <Form.Item
        label={authMessages.fields.newPassword}
        name="newPassword"
        validateTrigger="onBlur"
        rules={[
          { required: true, message: v.newPasswordRequired },
          {
            validator: (_, next: string | undefined) =>
              !next || isValidPassword(next)
                ? Promise.resolve()
                : Promise.reject(new Error(v.newPasswordRules)),
          },
        ]}
      >
        <PasswordInput size="large" autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={authMessages.fields.confirmPassword}
        name="confirmPassword"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: v.confirmRequired },
          ({ getFieldValue }) => ({
            validator: (_, next: string | undefined) =>
              !next || next === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(v.confirmMismatch)),
          }),
        ]}
      >
        <PasswordInput size="large" autoComplete="new-password" />
      </Form.Item>
      <PasswordChecklist value={value} />
    </>
  );
}

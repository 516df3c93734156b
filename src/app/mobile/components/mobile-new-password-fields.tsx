import { Form } from 'antd-mobile';
import { authMessages } from '@/domains/auth/messages';
import { confirmRules, newPasswordRules } from './mobile-form-rules';
import { MobilePasswordChecklist } from './mobile-password-checklist';
import { MobilePasswordInput } from './mobile-password-input';

/** New password and confirmation items of an antd-mobile Form. */
export function MobileNewPasswordItems() {
  return (
    <>
      <Form.Item
        label={authMessages.fields.newPassword}
        name="newPassword"
        rules={newPasswordRules}
        validateTrigger="onBlur"
      >
        <MobilePasswordInput autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={authMessages.fields.confirmPassword}
        name="confirmPassword"
        dependencies={['newPassword']}
        rules={confirmRules}
      >
        <MobilePasswordInput autoComplete="new-password" />
      </Form.Item>
    </>
  );
}

/** The live checklist for the form's new password (place it outside the Form's card). */
export function MobileNewPasswordChecklist({ value }: { value: string | undefined }) {
  return <MobilePasswordChecklist value={value ?? ''} />;
}

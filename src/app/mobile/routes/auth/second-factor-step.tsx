import { Button, Checkbox, Form, Input } from 'antd-mobile';
import { useEffect } from 'react';
import { CODE_MAX_LENGTH } from '@contract/second-factor/constants';
import { secondFactorMessages } from '@/domains/auth/second-factor-messages';
import type { LoginChallenge } from '@/app/session/use-auth-actions';
import type { CodeValues } from '@/app/session/use-second-factor-step';
import { useSecondFactorStep } from '@/app/session/use-second-factor-step';
import { MobileFormAlert } from '@/app/mobile/components/mobile-form-alert';
import { MobileEnrolmentView, MobileRecoveryCodesView } from '@/app/mobile/second-factor/enrolment-view';
import { MobileAuthShell } from './mobile-auth-shell';
import styles from './mobile-auth-shell.module.css';

const m = secondFactorMessages;

/** The phone's sign-in step after a correct password: enrol first where needed, then a code. */
export function MobileSecondFactorStep({
  challenge,
  restart,
}: {
  challenge: LoginChallenge;
  restart: (message?: string) => void;
}) {
  const [form] = Form.useForm<CodeValues>();
  const step = useSecondFactorStep('mobile', challenge, restart);
  const { failure } = step;

  useEffect(() => {
    if (failure?.field === 'code') form.setFields([{ name: 'code', errors: [failure.message] }]);
  }, [failure, form]);

  if (step.recoveryCodes)
    return (
      <MobileAuthShell title={m.recovery.title}>
        <MobileRecoveryCodesView codes={step.recoveryCodes} onDone={step.done} />
      </MobileAuthShell>
    );

  const texts = step.enrolling ? m.enrol : m.verify;
  return (
    <MobileAuthShell title={texts.title} subtitle={texts.subtitle}>
      {failure && failure.field !== 'code' && (
        <MobileFormAlert kind="error">{failure.message}</MobileFormAlert>
      )}
      {step.enrolling && <MobileEnrolmentView enrolment={step.enrolment} />}
      <Form
        form={form}
        layout="vertical"
        requiredMarkStyle="none"
        onFinish={step.submit}
        disabled={step.pending || (step.enrolling && !step.enrolment)}
        footer={
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            loading={step.pending}
            disabled={step.pending}
          >
            {texts.submit}
          </Button>
        }
      >
        <Form.Item
          label={step.enrolling ? m.fields.appCode : m.fields.code}
          name="code"
          rules={[{ required: true, whitespace: true, message: m.fields.codeRequired }]}
        >
          <Input
            autoComplete="one-time-code"
            inputMode={step.enrolling ? 'numeric' : 'text'}
            maxLength={CODE_MAX_LENGTH}
            placeholder={step.enrolling ? m.fields.appCodePlaceholder : m.fields.codePlaceholder}
            clearable
            className={styles.input}
          />
        </Form.Item>
        <Form.Item name="remember" valuePropName="checked">
          <Checkbox>{m.fields.remember()}</Checkbox>
        </Form.Item>
      </Form>
      <div className={styles.links}>
        <Button fill="none" color="primary" onClick={() => restart()}>
          {m.backToLogin}
        </Button>
      </div>
    </MobileAuthShell>
  );
}

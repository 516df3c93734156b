import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { useEffect } from 'react';
import { CODE_MAX_LENGTH } from '@contract/second-factor/constants';
import { secondFactorMessages } from '@/domains/auth/second-factor-messages';
import type { LoginChallenge } from '@/app/session/use-auth-actions';
import type { CodeValues } from '@/app/session/use-second-factor-step';
import { useSecondFactorStep } from '@/app/session/use-second-factor-step';
import { EnrolmentView, RecoveryCodesView } from '@/app/desktop/second-factor/enrolment-view';
import { AuthShell } from './auth-shell';
import styles from './auth-shell.module.css';

const m = secondFactorMessages;

/** The sign-in step after a correct password: enrol first where needed, then a code. */
export function SecondFactorStep({
  challenge,
  restart,
}: {
  challenge: LoginChallenge;
  restart: (message?: string) => void;
}) {
  const [form] = Form.useForm<CodeValues>();
  const step = useSecondFactorStep('desktop', challenge, restart);
  const { failure } = step;

  useEffect(() => {
    if (failure?.field === 'code') form.setFields([{ name: 'code', errors: [failure.message] }]);
  }, [failure, form]);

  if (step.recoveryCodes)
    return (
      <AuthShell title={m.recovery.title}>
        <RecoveryCodesView codes={step.recoveryCodes} onDone={step.done} />
      </AuthShell>
    );

  const texts = step.enrolling ? m.enrol : m.verify;
  return (
    <AuthShell title={texts.title} subtitle={texts.subtitle}>
      {failure && failure.field !== 'code' && (
        <Alert type="error" showIcon role="alert" title={failure.message} className={styles.notice} />
      )}
      {step.enrolling && <EnrolmentView enrolment={step.enrolment} />}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={step.submit}
        disabled={step.pending || (step.enrolling && !step.enrolment)}
      >
        <Form.Item
          label={step.enrolling ? m.fields.appCode : m.fields.code}
          name="code"
          rules={[{ required: true, whitespace: true, message: m.fields.codeRequired }]}
        >
          <Input
            size="large"
            autoComplete="one-time-code"
            inputMode={step.enrolling ? 'numeric' : 'text'}
            maxLength={CODE_MAX_LENGTH}
            placeholder={step.enrolling ? m.fields.appCodePlaceholder : m.fields.codePlaceholder}
            autoFocus
          />
        </Form.Item>
        <Form.Item name="remember" valuePropName="checked">
          <Checkbox>{m.fields.remember()}</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={step.pending}>
          {texts.submit}
        </Button>
      </Form>
      <div className={styles.back}>
        <Button type="link" onClick={() => restart()}>
          {m.backToLogin}
        </Button>
      </div>
    </AuthShell>
  );
}

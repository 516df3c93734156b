import { Button, Form, Input, Popup } from 'antd-mobile';
import { CODE_MAX_LENGTH } from '@contract/second-factor/constants';
import type { useSecondFactorSettings } from '@/domains/auth/second-factor-hooks';
import { secondFactorMessages } from '@/domains/auth/second-factor-messages';
import { MobileFormAlert } from '@/app/mobile/components/mobile-form-alert';
import { showToast } from '@/app/mobile/components/mobile-toast';
import { MobileEnrolmentView, MobileRecoveryCodesView } from './enrolment-view';
import styles from './second-factor.module.css';

const m = secondFactorMessages;
const a = secondFactorMessages.account;

type Settings = ReturnType<typeof useSecondFactorSettings>;

/** The sheet of the section: the key (turning on), a code, then the recovery codes shown once. */
export function FactorSheet({ settings }: { settings: Settings }) {
  const [form] = Form.useForm<{ code: string }>();
  const { dialog } = settings;
  const title = dialog === 'enable' ? a.setupTitle : dialog === 'disable' ? a.turnOffTitle : a.newCodesTitle;
  const finish = async ({ code }: { code: string }) => {
    const done = await settings.submit(code);
    if (done && dialog === 'disable') showToast({ content: a.turnedOff });
    if (done) form.resetFields();
  };
  return (
    <Popup visible={dialog !== null} onMaskClick={settings.close} destroyOnClose bodyStyle={{ padding: 16 }}>
      <h2 className={styles.text}>{settings.codes ? m.recovery.title : title}</h2>
      {settings.codes ? (
        <MobileRecoveryCodesView codes={settings.codes} onDone={settings.close} doneLabel={m.recovery.done} />
      ) : (
        <>
          {dialog === 'enable' && <MobileEnrolmentView enrolment={settings.enrolment} />}
          {dialog === 'disable' && <p className={styles.text}>{a.turnOffIntro}</p>}
          {dialog === 'codes' && <p className={styles.text}>{a.newCodesIntro}</p>}
          {settings.error && <MobileFormAlert kind="error">{settings.error}</MobileFormAlert>}
          <Form
            form={form}
            layout="vertical"
            requiredMarkStyle="none"
            onFinish={finish}
            disabled={settings.busy}
            footer={
              <>
                <Button block type="submit" color="primary" loading={settings.busy}>
                  {a.confirm}
                </Button>
                <Button block fill="none" onClick={settings.close}>
                  {a.cancel}
                </Button>
              </>
            }
          >
            <Form.Item
              label={dialog === 'enable' ? m.fields.appCode : m.fields.code}
              name="code"
              rules={[{ required: true, whitespace: true, message: m.fields.codeRequired }]}
            >
              <Input autoComplete="one-time-code" maxLength={CODE_MAX_LENGTH} clearable />
            </Form.Item>
          </Form>
        </>
      )}
    </Popup>
  );
}

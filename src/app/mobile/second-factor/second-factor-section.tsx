import { Button, Dialog, Form, Input, List, Popup, Skeleton } from 'antd-mobile';
import { CODE_MAX_LENGTH } from '@contract/second-factor/constants';
import { useSecondFactorSettings } from '@/domains/auth/second-factor-hooks';
import { secondFactorMessages } from '@/domains/auth/second-factor-messages';
import { MobileFormAlert } from '@/app/mobile/components/mobile-form-alert';
import { showToast } from '@/app/mobile/components/mobile-toast';
import { MobileEnrolmentView, MobileRecoveryCodesView } from './enrolment-view';
import styles from './second-factor.module.css';

const m = secondFactorMessages;
const a = secondFactorMessages.account;

type Settings = ReturnType<typeof useSecondFactorSettings>;

/** The sheet of the section: the key (turning on), a code, then the recovery codes shown once. */
function FactorSheet({ settings }: { settings: Settings }) {
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

/** The phone's account page: the user's second factor. */
export function MobileSecondFactorSection({
  cardClass,
  titleClass,
}: {
  cardClass: string;
  titleClass: string;
}) {
  const settings = useSecondFactorSettings();
  const { status } = settings;
  const forget = async () => {
    const confirmed = await Dialog.confirm({
      content: a.forgetDevices,
      confirmText: a.confirm,
      cancelText: a.cancel,
    });
    if (confirmed && (await settings.forgetDevices())) showToast({ content: a.devicesForgotten });
  };
  return (
    <div className={cardClass}>
      <h2 className={titleClass}>{a.title}</h2>
      {!status && settings.loading ? (
        <Skeleton.Paragraph lineCount={2} animated />
      ) : !status ? (
        <MobileFormAlert kind="error">{a.loadFailed}</MobileFormAlert>
      ) : (
        <List>
          <List.Item
            description={
              status.enabled
                ? `${a.recoveryLeft(status.recoveryCodesLeft)} · ${a.devices(status.rememberedDevices)}`
                : status.required
                  ? a.required
                  : undefined
            }
          >
            <span data-testid="second-factor-state">{status.enabled ? a.on : a.off}</span>
          </List.Item>
          {!status.enabled && (
            <List.Item clickable onClick={() => void settings.open('enable')}>
              {a.turnOn}
            </List.Item>
          )}
          {status.enabled && (
            <List.Item clickable onClick={() => void settings.open('codes')}>
              {a.newCodes}
            </List.Item>
          )}
          {status.enabled && status.rememberedDevices > 0 && (
            <List.Item clickable onClick={() => void forget()}>
              {a.forgetDevices}
            </List.Item>
          )}
          {status.enabled && !status.required && (
            <List.Item clickable onClick={() => void settings.open('disable')}>
              {a.turnOff}
            </List.Item>
          )}
        </List>
      )}
      <FactorSheet settings={settings} />
    </div>
  );
}

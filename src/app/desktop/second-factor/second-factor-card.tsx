import { Alert, Button, Card, Form, Input, Modal, Popconfirm, Skeleton, Space, Typography } from 'antd';
import type { message as antdMessage } from 'antd';
import { CODE_MAX_LENGTH } from '@contract/second-factor/constants';
import { useSecondFactorSettings } from '@/domains/auth/second-factor-hooks';
import { secondFactorMessages } from '@/domains/auth/second-factor-messages';
import { EnrolmentView, RecoveryCodesView } from './enrolment-view';
import styles from './second-factor.module.css';

const m = secondFactorMessages;
const a = secondFactorMessages.account;

type Settings = ReturnType<typeof useSecondFactorSettings>;
type MessageInstance = ReturnType<typeof antdMessage.useMessage>[0];

/** The dialog of the card: the key (turning on), a code, then the recovery codes shown once. */
function FactorDialog({ settings, message }: { settings: Settings; message: MessageInstance }) {
  const [form] = Form.useForm<{ code: string }>();
  const { dialog } = settings;
  const title = dialog === 'enable' ? a.setupTitle : dialog === 'disable' ? a.turnOffTitle : a.newCodesTitle;
  const finish = async ({ code }: { code: string }) => {
    const done = await settings.submit(code);
    if (done && dialog === 'disable') void message.success(a.turnedOff);
    if (done) form.resetFields();
  };
  return (
    <Modal
      open={dialog !== null}
      title={settings.codes ? m.recovery.title : title}
      onCancel={settings.close}
      footer={null}
      destroyOnHidden
    >
      {settings.codes ? (
        <RecoveryCodesView codes={settings.codes} onDone={settings.close} doneLabel={m.recovery.done} />
      ) : (
        <>
          {dialog === 'enable' && <EnrolmentView enrolment={settings.enrolment} />}
          {dialog === 'disable' && <Typography.Paragraph>{a.turnOffIntro}</Typography.Paragraph>}
          {dialog === 'codes' && <Typography.Paragraph>{a.newCodesIntro}</Typography.Paragraph>}
          {settings.error && (
            <Alert type="error" showIcon role="alert" title={settings.error} className={styles.notice} />
          )}
          <Form form={form} layout="vertical" requiredMark={false} onFinish={finish} disabled={settings.busy}>
            <Form.Item
              label={dialog === 'enable' ? m.fields.appCode : m.fields.code}
              name="code"
              rules={[{ required: true, whitespace: true, message: m.fields.codeRequired }]}
            >
              <Input autoComplete="one-time-code" maxLength={CODE_MAX_LENGTH} autoFocus />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={settings.busy}>
                {a.confirm}
              </Button>
              <Button onClick={settings.close}>{a.cancel}</Button>
            </Space>
          </Form>
        </>
      )}
    </Modal>
  );
}

/** Account page: the user's second factor (turn on or off, recovery codes, remembered devices). */
export function SecondFactorCard({
  message,
  titleClassName,
}: {
  message: MessageInstance;
  titleClassName?: string;
}) {
  const settings = useSecondFactorSettings();
  const { status } = settings;
  return (
    <Card title={<h2 className={titleClassName}>{a.title}</h2>}>
      {!status && settings.loading ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : !status ? (
        <Alert
          type="error"
          showIcon
          title={a.loadFailed}
          action={<Button onClick={settings.reload}>{a.retry}</Button>}
        />
      ) : (
        <>
          <Typography.Paragraph data-testid="second-factor-state">
            {status.enabled ? a.on : a.off}
          </Typography.Paragraph>
          {status.required && <Typography.Paragraph type="secondary">{a.required}</Typography.Paragraph>}
          {status.enabled && (
            <Typography.Paragraph type="secondary">
              {a.recoveryLeft(status.recoveryCodesLeft)} · {a.devices(status.rememberedDevices)}
            </Typography.Paragraph>
          )}
          <Space wrap>
            {!status.enabled && (
              <Button type="primary" onClick={() => void settings.open('enable')}>
                {a.turnOn}
              </Button>
            )}
            {status.enabled && <Button onClick={() => void settings.open('codes')}>{a.newCodes}</Button>}
            {status.enabled && status.rememberedDevices > 0 && (
              <Popconfirm
                title={a.forgetDevices}
                okText={a.confirm}
                cancelText={a.cancel}
                onConfirm={async () => {
                  if (await settings.forgetDevices()) void message.success(a.devicesForgotten);
                }}
              >
                <Button>{a.forgetDevices}</Button>
              </Popconfirm>
            )}
            {status.enabled && !status.required && (
              <Button danger onClick={() => void settings.open('disable')}>
                {a.turnOff}
              </Button>
            )}
          </Space>
        </>
      )}
      <FactorDialog settings={settings} message={message} />
    </Card>
  );
}

import { Button, Card, Form, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import type { UploadedFile } from '@contract/upload/constants';
import { publishInsight } from '@/domains/staff-content/api';
import { useStaffPartners } from '@/domains/staff-content/hooks';
import { isApiError } from '@/shared/request/api-error';
import { FileUploadFormItem } from '@/app/desktop/upload/file-upload-form-item';
import { usePopupContainer } from '@/app/host/mount-context';
import { useStaffMessage } from '@/app/desktop/iboss/components/use-staff-message';
import { staffContentMessages } from '@/app/desktop/iboss/staff-content-messages';
import staff from '../../staff.module.css';
import styles from './configuration.module.css';
import { InsightIssues } from './insight-issues';
import { issueMessages } from './issue-messages';

const m = staffContentMessages;
const i = staffContentMessages.insights;

interface PublishValues {
  kind: 'NEWSLETTER' | 'QBR';
  title: string;
  period: string;
  partnerIds: string[];
  file: UploadedFile | null;
}

/**
 * Business insights: publish a PDF to partners; below, what is out, one row per issue, withdrawn
 * or published again for all or some of its partners in one confirmed action.
 */
export function InsightsCard() {
  const getContainer = usePopupContainer();
  const [message, messageHolder] = useStaffMessage();
  const { partners } = useStaffPartners();
  const [form] = Form.useForm<PublishValues>();
  const [busy, setBusy] = useState(false);

  const submit = async (values: PublishValues) => {
    setBusy(true);
    try {
      const result = await publishInsight({
        kind: values.kind,
        title: values.title.trim(),
        period: values.period.trim(),
        partnerIds: values.partnerIds,
        fileUrl: values.file!.fileUrl,
      });
      message.success(i.published(result.documentIds.length));
      // A declared write (domains/staff-content/api.ts): the list below reloads by itself.
      form.resetFields();
    } catch (error) {
      message.error(isApiError(error) ? error.message : m.loadFailed);
    } finally {
      setBusy(false);
    }
  };

  const required = { required: true, message: i.required };
  return (
    <Card title={<h2 className={staff.cardTitle}>{i.title}</h2>}>
      {messageHolder}
      <Typography.Paragraph>{i.intro}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ kind: 'NEWSLETTER', partnerIds: [], file: null }}
        className={styles.form}
      >
        <Form.Item name="kind" label={i.type}>
          <Select
            getPopupContainer={getContainer}
            options={Object.entries(issueMessages.kinds).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item name="title" label={i.docTitle} rules={[required, { max: 200 }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="period"
          label={i.period}
          extra={i.periodHint}
          dependencies={['kind']}
          rules={[
            required,
            ({ getFieldValue }) => ({
              validator: async (_rule, value: string | undefined) => {
                if (!value) return;
                const pattern =
                  getFieldValue('kind') === 'QBR' ? /^\d{4}-Q[1-4]$/ : /^\d{4}-(0[1-9]|1[0-2])$/;
                if (!pattern.test(value.trim())) throw new Error(i.periodInvalid);
              },
            }),
          ]}
        >
          <Input maxLength={7} />
        </Form.Item>
        <Form.Item name="partnerIds" label={i.partners} rules={[{ ...required, type: 'array', min: 1 }]}>
          <Select
            mode="multiple"
            getPopupContainer={getContainer}
            options={partners.map((partner) => ({ value: partner.id, label: partner.name }))}
          />
        </Form.Item>
        <FileUploadFormItem name="file" label={i.pdf} requiredMessage={i.required} slot="INSIGHT_PDF" />
        <Button type="primary" htmlType="submit" loading={busy}>
          {i.publish}
        </Button>
      </Form>
      <Typography.Title level={3} className={`${staff.subTitle} ${styles.listTitle}`}>
        {i.listTitle}
      </Typography.Title>
      <InsightIssues />
    </Card>
  );
}

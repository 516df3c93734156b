import { Alert, Button, Drawer, Form, Input, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { CONTRACT_TYPES } from '@contract/document/constants';
import type { StaffDocumentItem } from '@contract/staff-content/schemas';
import type { UploadedFile } from '@contract/upload/constants';
import { addDocumentVersion, saveStaffDocument } from '@/domains/staff-content/api';
import { useDocumentReaders } from '@/domains/staff-content/hooks';
import { isApiError } from '@/shared/request/api-error';
import { formatDate } from '@/shared/format/date';
import { FileUploadField } from '@/app/desktop/upload/file-upload-field';
import PlainList, { PlainListItem } from '@/app/desktop/components/plain-list';
import { IsoDatePicker } from '@/app/desktop/components/iso-date-picker';
import { useStaffFormDraft } from '@/app/desktop/components/use-staff-form-draft';
import { usePopupContainer } from '@/app/host/mount-context';
import { useDiscardGuard } from '@/app/desktop/iboss/components/use-discard-guard';
import { staffContentMessages } from '@/app/desktop/iboss/staff-content-messages';
import { VersionViewer } from './version-viewer';
import staff from '../../staff.module.css';

const m = staffContentMessages;
const c = staffContentMessages.contracts;
const d = staffContentMessages.documents;

interface Values {
  partnerId: string;
  title: string;
  contractType: string;
  counterparty: string;
  effectiveDate: string;
  /** Empty: an open-ended contract (the save schema takes a null expiry). */
  expiryDate: string;
  status: 'DRAFT' | 'PUBLISHED' | 'ARCHIVED';
  file: UploadedFile | null;
  note: string;
}

/** The form's values when it opens on `doc` (null: a new contract). */
const openingValues = (doc: StaffDocumentItem | null): Values => ({
  partnerId: doc?.partnerId ?? '',
  title: doc?.title ?? '',
  contractType: doc?.contractType ?? CONTRACT_TYPES[0],
  counterparty: doc?.counterparty ?? '',
  effectiveDate: doc?.effectiveDate ?? '',
  expiryDate: doc?.expiryDate ?? '',
  status: doc?.status ?? 'DRAFT',
  file: null,
  note: '',
});

function Readers({ documentId }: { documentId: string }) {
  const readers = useDocumentReaders(documentId);
  const list = readers.data?.readerList ?? [];
  if (readers.loading && !readers.data) return null;
  return list.length ? (
    <PlainList
      size="small"
      items={list}
      renderItem={(reader) => (
        <PlainListItem>
          {d.readerLine(reader.fullName, reader.email, reader.version, formatDate(reader.readAt))}
        </PlainListItem>
      )}
    />
  ) : (
    <Typography.Paragraph>{d.noReaders}</Typography.Paragraph>
  );
}

/** Create or edit one contract; a chosen PDF is attached as the next version on save. */
export function ContractEditor({
  doc,
  partners,
  onClose,
  onSaved,
}: {
  doc: StaffDocumentItem | null;
  partners: { id: string; name: string }[];
  onClose: () => void;
  onSaved: (text: string) => void;
}) {
  const getContainer = usePopupContainer();
  const [form] = Form.useForm<Values>();
  // What was typed survives a session end (per user, per contract); restored with a notice.
  const draft = useStaffFormDraft(`contract:${doc?.documentId ?? 'new'}`, form, openingValues(doc));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The contract as last saved from this drawer, kept when its PDF then failed to attach: saving
  // again attaches the PDF to that contract (re-saving only fields changed since) instead of
  // creating a second contract.
  const [savedAs, setSavedAs] = useState<{ documentId: string; fields: string } | null>(null);
  const [viewing, setViewing] = useState<StaffDocumentItem['versions'][number] | null>(null);
  const { confirmClose, holder } = useDiscardGuard();

  const submit = async (values: Values) => {
    setSaving(true);
    setError(null);
    const fields = {
      kind: 'CONTRACT' as const,
      title: values.title.trim(),
      contractType: values.contractType,
      counterparty: values.counterparty.trim(),
      effectiveDate: values.effectiveDate,
      expiryDate: values.expiryDate || null,
      status: values.status,
    };
    const signature = JSON.stringify(fields);
    let documentId = savedAs?.documentId ?? doc?.documentId;
    let saved = savedAs?.fields === signature;
    try {
      if (!saved) {
        const result = await saveStaffDocument({
          ...(documentId ? { documentId } : { partnerId: values.partnerId }),
          ...fields,
        });
        documentId = result.document.documentId;
        saved = true;
        setSavedAs({ documentId, fields: signature });
      }
      let text = values.status === 'DRAFT' ? m.savedDraft : m.saved;
      if (values.file) {
        const withVersion = await addDocumentVersion({
          documentId: documentId!,
          fileUrl: values.file.fileUrl,
          ...(values.note?.trim() ? { note: values.note.trim() } : {}),
        });
        text = `${text} ${c.attached(withVersion.document.currentVersion)}`;
      }
      draft.saved();
      onSaved(text);
    } catch (failure) {
      const reason = isApiError(failure) ? failure.message : m.loadFailed;
      // Once saved, what failed is the PDF: say the contract exists, so nobody creates it again.
      setError(saved ? c.attachFailed(reason) : reason);
    } finally {
      setSaving(false);
    }
  };

  // Closing after the contract was saved but its PDF was not: the list must show the contract.
  const close = () =>
    confirmClose(form, () => {
      if (!savedAs) return onClose();
      onSaved(c.savedWithoutPdf);
    });

  const required = { required: true, message: c.required };
  return (
    <Drawer
      open
      size={640}
      getContainer={getContainer}
      onClose={close}
      title={doc ? c.editTitle : c.createTitle}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={close}>{m.cancel}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {m.save}
          </Button>
        </Space>
      }
    >
      {holder}
      {draft.notice}
      <Form form={form} layout="vertical" onFinish={submit} initialValues={draft.initialValues}>
        <Form.Item name="partnerId" label={c.fields.partner} rules={[required]}>
          <Select
            disabled={!!doc || !!savedAs}
            getPopupContainer={getContainer}
            options={partners.map((partner) => ({ value: partner.id, label: partner.name }))}
          />
        </Form.Item>
        <Form.Item name="title" label={c.fields.title} rules={[required, { max: 200 }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="contractType" label={c.fields.contractType} rules={[required]}>
          <Select
            getPopupContainer={getContainer}
            options={CONTRACT_TYPES.map((type) => ({ value: type, label: type }))}
          />
        </Form.Item>
        <Form.Item name="counterparty" label={c.fields.counterparty} rules={[required, { max: 200 }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Space wrap align="start">
          <Form.Item name="effectiveDate" label={c.fields.effectiveDate} rules={[required]}>
            <IsoDatePicker />
          </Form.Item>
          <Form.Item
            name="expiryDate"
            label={c.fields.expiryDate}
            extra={c.fields.expiryHint}
            dependencies={['effectiveDate']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_rule, value: string) => {
                  if (value && getFieldValue('effectiveDate') && value < getFieldValue('effectiveDate'))
                    throw new Error(c.dateOrder);
                },
              }),
            ]}
          >
            <IsoDatePicker />
          </Form.Item>
        </Space>
        <Form.Item name="status" label={c.fields.status}>
          <Select
            getPopupContainer={getContainer}
            options={(['DRAFT', 'PUBLISHED', 'ARCHIVED'] as const).map((value) => ({
              value,
              label: d.statuses[value],
            }))}
          />
        </Form.Item>
        <Form.Item name="file" label={c.fields.pdf}>
          <FileUploadField slot="CONTRACT_PDF" />
        </Form.Item>
        <Form.Item name="note" label={c.fields.note}>
          <Input maxLength={300} />
        </Form.Item>
        {error && <Alert type="error" showIcon role="alert" title={error} className={staff.gapBelow} />}
      </Form>
      {doc && (
        <>
          <Typography.Title level={3} className={staff.subTitle}>
            {d.versions}
          </Typography.Title>
          {doc.versions.length ? (
            <PlainList
              size="small"
              items={doc.versions}
              itemKey={(version) => version.version}
              renderItem={(version) => (
                <PlainListItem
                  actions={[
                    <Button
                      key="open"
                      size="small"
                      onClick={() => setViewing(version)}
                      aria-label={c.openVersion(version.version)}
                    >
                      {c.open}
                    </Button>,
                  ]}
                >
                  {d.versionLine(version.version, version.fileName, version.createdAt.slice(0, 10))}
                </PlainListItem>
              )}
            />
          ) : (
            <Typography.Paragraph>{d.noVersions}</Typography.Paragraph>
          )}
          <Typography.Title level={3} className={staff.subTitle}>
            {d.readers}
          </Typography.Title>
          <Readers documentId={doc.documentId} />
          {viewing && <VersionViewer title={doc.title} version={viewing} onClose={() => setViewing(null)} />}
        </>
      )}
    </Drawer>
  );
}

import { Alert, Button, Drawer, Form, Input, Radio, Select, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import type { StaffCarouselItem, StaffCarouselSaveRequest } from '@contract/staff-content/schemas';
import type { UploadedFile } from '@contract/upload/constants';
import { mediaUrl } from '@/domains/carousel/media-url';
import { saveCarouselItem } from '@/domains/staff-content/api';
import { useUpload } from '@/shared/files/use-upload';
import { isApiError } from '@/shared/request/api-error';
import { FILE_API } from '@contract/file/constants';
import { FileUploadFormItem } from '@/app/desktop/upload/file-upload-form-item';
import { IsoDatePicker } from '@/app/desktop/components/iso-date-picker';
import { useStaffFormDraft } from '@/app/desktop/components/use-staff-form-draft';
import { usePopupContainer } from '@/app/host/mount-context';
import { useDiscardGuard } from '@/app/desktop/iboss/components/use-discard-guard';
import { staffContentMessages } from '@/app/desktop/iboss/staff-content-messages';
import { CarouselPreview } from './carousel-preview';
import { coverFileFor } from './cover-from-video';
import styles from './carousel-detail.module.css';
import staff from '../../staff.module.css';

const m = staffContentMessages;
const f = staffContentMessages.carousel.fields;

interface FormValues {
  title: string;
  description: string;
  content: string;
  mediaType: 'IMAGE' | 'VIDEO';
  media: UploadedFile | null;
  altText: string;
  linkType: 'NONE' | 'CAROUSEL_DETAIL' | 'EVENT';
  linkTarget: string;
  startDate: string;
  endDate: string;
  partnerIds: string[];
  published: boolean;
}

const today = () => new Date().toISOString().slice(0, 10);
const stored = (fileUrl: string, fileName: string): UploadedFile => ({
  fileUrl,
  fileName,
  contentType: '',
  sizeBytes: 0,
});
const publicPath = (fileUrl: string | null | undefined) =>
  fileUrl ? `${FILE_API.publicPrefix}/${fileUrl}` : null;

function initialValues(item: StaffCarouselItem | null): FormValues {
  if (!item)
    return {
      title: '',
      description: '',
      content: '',
      mediaType: 'IMAGE',
      media: null,
      altText: '',
      linkType: 'CAROUSEL_DETAIL',
      linkTarget: '',
      startDate: today(),
      endDate: today(),
      partnerIds: [],
      published: false,
    };
  return {
    title: item.title,
    description: item.description,
    content: item.content,
    mediaType: item.mediaType,
    media: stored(item.mediaFileUrl, item.mediaFileUrl),
    altText: item.altText,
    linkType: item.linkType,
    linkTarget: item.linkTarget ?? '',
    startDate: item.startDate,
    endDate: item.endDate,
    partnerIds: item.partnerIds,
    published: item.published,
  };
}

export interface CarouselEditorProps {
  /** null: a new item. */
  item: StaffCarouselItem | null;
  partners: { id: string; name: string }[];
  onClose: () => void;
  /** `published`: whether partners can now see the item (a draft stays hidden). */
  onSaved: (published: boolean) => void;
}

/** Create or edit one carousel item, with uploads, the video's cover and a preview. */
export function CarouselEditor({ item, partners, onClose, onSaved }: CarouselEditorProps) {
  const getContainer = usePopupContainer();
  const [form] = Form.useForm<FormValues>();
  // What was typed survives a session end (per user, per item); restored with a notice.
  const draft = useStaffFormDraft(`carousel:${item?.id ?? 'new'}`, form, initialValues(item));
  const [cover, setCover] = useState<string | null>(item?.coverFileUrl ?? null);
  const [takingCover, setTakingCover] = useState(false);
  const coverUpload = useUpload('VIDEO_COVER');
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const { confirmClose, holder } = useDiscardGuard();
  const close = () => confirmClose(form, onClose);
  const mediaType = Form.useWatch('mediaType', form) ?? item?.mediaType ?? 'IMAGE';
  const media = Form.useWatch('media', form) as UploadedFile | null | undefined;
  const title = Form.useWatch('title', form) ?? '';
  const description = Form.useWatch('description', form) ?? '';
  const linkType = Form.useWatch('linkType', form);

  const takeCover = async (_stored: UploadedFile, file: File) => {
    if (mediaType !== 'VIDEO') return;
    setTakingCover(true);
    setCover(null);
    try {
      const coverStored = await coverUpload.start(await coverFileFor(file));
      setCover(coverStored?.fileUrl ?? null);
    } finally {
      setTakingCover(false);
    }
  };

  const submit = async (values: FormValues) => {
    setSaveError(null);
    const body: StaffCarouselSaveRequest = {
      ...(item ? { id: item.id } : {}),
      title: values.title.trim(),
      description: values.description ?? '',
      content: values.content ?? '',
      mediaType: values.mediaType,
      mediaFileUrl: values.media!.fileUrl,
      coverFileUrl: values.mediaType === 'VIDEO' ? cover : null,
      altText: values.altText.trim(),
      linkType: values.linkType,
      linkTarget: values.linkType === 'EVENT' ? values.linkTarget.trim() || null : null,
      startDate: values.startDate,
      endDate: values.endDate,
      partnerIds: values.partnerIds ?? [],
      published: values.published,
    };
    setSaving(true);
    try {
      await saveCarouselItem(body);
      draft.saved();
      onSaved(body.published);
    } catch (error) {
      setSaveError(isApiError(error) ? error.message : m.loadFailed);
    } finally {
      setSaving(false);
    }
  };

  const required = { required: true, message: m.carousel.required };
  const previewPath = mediaType === 'VIDEO' ? publicPath(cover) : publicPath(media?.fileUrl);
  const videoWithoutCover = mediaType === 'VIDEO' && !!media && !cover;

  return (
    <Drawer
      open
      size={720}
      getContainer={getContainer}
      onClose={close}
      title={item ? m.carousel.editTitle : m.carousel.createTitle}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={close}>{m.cancel}</Button>
          <Button
            type="primary"
            loading={saving}
            onClick={() => form.submit()}
            disabled={takingCover || videoWithoutCover}
          >
            {m.save}
          </Button>
        </Space>
      }
    >
      {holder}
      {draft.notice}
      <Form form={form} layout="vertical" initialValues={draft.initialValues} onFinish={submit}>
        <Form.Item name="title" label={f.title} rules={[required, { max: 120 }]}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="description" label={f.description} rules={[{ max: 300 }]}>
          <Input maxLength={300} />
        </Form.Item>
        <Form.Item name="content" label={f.content} rules={[{ max: 5000 }]}>
          <Input.TextArea rows={3} maxLength={5000} />
        </Form.Item>
        <Form.Item name="mediaType" label={f.mediaType}>
          <Radio.Group
            onChange={() => {
              form.setFieldValue('media', null);
              setCover(null);
            }}
            options={[
              { value: 'IMAGE', label: f.image },
              { value: 'VIDEO', label: f.video },
            ]}
          />
        </Form.Item>
        <FileUploadFormItem
          key={mediaType}
          name="media"
          label={f.media}
          requiredMessage={m.carousel.required}
          slot={mediaType === 'VIDEO' ? 'CAROUSEL_VIDEO' : 'CAROUSEL_IMAGE'}
          onUploaded={takeCover}
        />
        {mediaType === 'VIDEO' && (
          <div className={styles.cover}>
            <Typography.Text strong>{f.cover}</Typography.Text>
            <br />
            <Typography.Text type="secondary" className={staff.hint}>
              {f.coverHint}
            </Typography.Text>
            <div aria-live="polite">
              {takingCover && <Typography.Text>{f.coverTaking}</Typography.Text>}
              {cover && (
                <img
                  // On the API origin: embedded in a host, a bare path would ask the host.
                  src={mediaUrl(publicPath(cover)!)}
                  alt={m.carousel.coverAlt(title)}
                  data-testid="video-cover"
                  className={styles.coverImage}
                />
              )}
              {!cover && !takingCover && !media && <Typography.Text>{f.coverMissing}</Typography.Text>}
              {coverUpload.error && <Alert type="error" showIcon title={coverUpload.error} />}
            </div>
          </div>
        )}
        <Form.Item name="altText" label={f.altText} rules={[required, { max: 200 }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Space wrap align="start">
          <Form.Item name="linkType" label={f.linkType}>
            <Select
              className={styles.linkType}
              options={(['CAROUSEL_DETAIL', 'EVENT', 'NONE'] as const).map((value) => ({
                value,
                label: f.linkTypes[value],
              }))}
            />
          </Form.Item>
          {linkType === 'EVENT' && (
            <Form.Item name="linkTarget" label={f.linkTarget} rules={[required]}>
              <Input maxLength={64} />
            </Form.Item>
          )}
        </Space>
        <Space wrap align="start">
          <Form.Item name="startDate" label={f.startDate} rules={[required]}>
            <IsoDatePicker />
          </Form.Item>
          <Form.Item
            name="endDate"
            label={f.endDate}
            dependencies={['startDate']}
            rules={[
              required,
              ({ getFieldValue }) => ({
                validator: async (_rule, value: string) => {
                  if (value && getFieldValue('startDate') && value < getFieldValue('startDate'))
                    throw new Error(m.carousel.periodOrder);
                },
              }),
            ]}
          >
            <IsoDatePicker />
          </Form.Item>
        </Space>
        <Form.Item name="partnerIds" label={f.partners} extra={f.partnersHint}>
          <Select
            mode="multiple"
            allowClear
            placeholder={m.allPartners}
            options={partners.map((partner) => ({ value: partner.id, label: partner.name }))}
            getPopupContainer={getContainer}
          />
        </Form.Item>
        <Form.Item name="published" label={f.published} valuePropName="checked">
          <Switch />
        </Form.Item>
        {saveError && (
          <Alert type="error" showIcon role="alert" title={saveError} className={staff.gapBelow} />
        )}
      </Form>
      <Typography.Title level={2} className={staff.subTitle}>
        {m.carousel.preview}
      </Typography.Title>
      <CarouselPreview item={{ title, description, imagePath: previewPath }} />
    </Drawer>
  );
}

import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import type { StaffCarouselItem } from '@contract/staff-content/schemas';
import { moveCarouselItem } from '@/domains/staff-content/api';
import { useStaffCarousel, useStaffPartners } from '@/domains/staff-content/hooks';
import { isApiError } from '@/shared/request/api-error';
import { apiOrigin } from '@/shared/request/api-origin';
import { shellMessages } from '@/app/messages/app';
import { StaffStates } from '@/app/desktop/iboss/components/staff-states';
import { useStaffMessage } from '@/app/desktop/iboss/components/use-staff-message';
import { staffContentMessages } from '@/app/desktop/iboss/staff-content-messages';
import { CarouselEditor } from './carousel-editor';
import styles from './carousel-detail.module.css';
import staff from '../../staff.module.css';

const m = staffContentMessages;
const c = staffContentMessages.carousel;

/** /iboss/carousel/detail: every carousel item (drafts too), editing, reorder. */
export default function CarouselDetailPage() {
  const [page, setPage] = useState(1);
  const list = useStaffCarousel(page);
  const { partners } = useStaffPartners();
  const [editing, setEditing] = useState<StaffCarouselItem | 'new' | null>(null);
  const [message, messageHolder] = useStaffMessage();
  const names = new Map(partners.map((partner) => [partner.id, partner.name]));

  const move = async (item: StaffCarouselItem, direction: 'UP' | 'DOWN') => {
    try {
      // A declared write (domains/staff-content/api.ts): the list reloads by itself.
      await moveCarouselItem({ id: item.id, direction });
    } catch (error) {
      message.error(isApiError(error) ? error.message : m.loadFailed);
    }
  };

  const total = list.data?.total ?? 0;
  const columns: TableColumnsType<StaffCarouselItem> = [
    { title: c.columns.order, dataIndex: 'order', width: 72 },
    {
      title: c.columns.media,
      key: 'media',
      width: 120,
      render: (_value, item) => {
        const path = item.mediaType === 'IMAGE' ? item.mediaUrl : item.coverUrl;
        return path ? (
          <img src={`${apiOrigin()}${path}`} alt={item.altText} className={styles.thumbnail} />
        ) : (
          <Tag>{c.fields.video}</Tag>
        );
      },
    },
    { title: c.columns.title, dataIndex: 'title' },
    {
      title: c.columns.audience,
      key: 'audience',
      render: (_value, item) =>
        item.partnerIds.length ? item.partnerIds.map((id) => names.get(id) ?? id).join(', ') : m.allPartners,
    },
    {
      title: c.columns.period,
      key: 'period',
      render: (_value, item) => `${item.startDate} – ${item.endDate}`,
    },
    {
      title: c.columns.status,
      key: 'status',
      render: (_value, item) =>
        item.published ? <Tag color="success">{c.published}</Tag> : <Tag>{c.draft}</Tag>,
    },
    {
      title: c.columns.actions,
      key: 'actions',
      render: (_value, item, index) => {
        const position = (page - 1) * 10 + index;
        return (
          <Space>
            <Button size="small" onClick={() => setEditing(item)} aria-label={`${c.edit} ${item.title}`}>
              {c.edit}
            </Button>
            <Button
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={c.moveUp(item.title)}
              disabled={position === 0}
              onClick={() => move(item, 'UP')}
            />
            <Button
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={c.moveDown(item.title)}
              disabled={position >= total - 1}
              onClick={() => move(item, 'DOWN')}
            />
          </Space>
        );
      },
    },
  ];

  return (
    <section aria-labelledby="section-title">
      {messageHolder}
      <Space className={staff.titleRow} align="center">
        <Typography.Title level={1} id="section-title" className={staff.pageTitle}>
          {shellMessages.staff.carouselDetail}
        </Typography.Title>
        <Button type="primary" onClick={() => setEditing('new')}>
          {c.create}
        </Button>
      </Space>
      <Typography.Paragraph>{c.intro}</Typography.Paragraph>
      <Card>
        {list.data ? (
          <Table
            rowKey="id"
            columns={columns}
            dataSource={list.data.carouselList}
            loading={list.loading}
            locale={{ emptyText: <Empty description={c.empty} /> }}
            pagination={{ current: page, pageSize: 10, total, onChange: setPage, showSizeChanger: false }}
          />
        ) : (
          <StaffStates loading={list.loading} error={list.error} onRetry={list.refresh} />
        )}
      </Card>
      {editing && (
        <CarouselEditor
          item={editing === 'new' ? null : editing}
          partners={partners}
          onClose={() => setEditing(null)}
          onSaved={(published) => {
            setEditing(null);
            message.success(published ? m.saved : m.savedDraft);
          }}
        />
      )}
    </section>
  );
}

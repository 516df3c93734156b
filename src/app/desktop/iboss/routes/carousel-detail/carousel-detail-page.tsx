import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { Button, Card, Modal, Space, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { DragEvent, HTMLAttributes } from 'react';
import { CAROUSEL_STATUSES } from '@contract/carousel/constants';
import type { CarouselStatus } from '@contract/carousel/constants';
import type { StaffCarouselItem } from '@contract/staff-content/schemas';
import { deleteCarouselItem, moveCarouselItem, placeCarouselItem } from '@/domains/staff-content/api';
import { useStaffCarousel, useStaffPartners } from '@/domains/staff-content/hooks';
import { isApiError } from '@/shared/request/api-error';
import { apiOrigin } from '@/shared/request/api-origin';
import { formatDateRange } from '@/shared/format/date';
import { withCatalogs } from '@/shared/i18n';
import { shellMessages } from '@/app/messages/app';
import { usePopupContainer } from '@/app/host/mount-context';
import { StaffList, useStaffListQuery } from '@/app/desktop/iboss/components/staff-list/staff-list';
import { useStaffMessage } from '@/app/desktop/iboss/components/use-staff-message';
import { staffContentMessages } from '@/app/desktop/iboss/staff-content-messages';
import styles from './carousel-detail.module.css';
import staff from '../../staff.module.css';

// The editor loads when first opened: the list is what the page shows first (budgets.json).
const CarouselEditor = lazy(
  withCatalogs(() =>
    import(/* webpackChunkName: "iboss-carousel-editor" */ './carousel-editor').then((module) => ({
      default: module.CarouselEditor,
    })),
  ),
);

const m = staffContentMessages;
const c = staffContentMessages.carousel;

const STATUS_COLORS: Record<CarouselStatus, string | undefined> = {
  DRAFT: undefined,
  SCHEDULED: 'processing',
  LIVE: 'success',
  ENDED: 'default',
};

/** The id a dragged row carries (its own type, so a dragged file or text is not taken for a row). */
const DRAG_TYPE = 'application/x-pp-carousel-item';

/** /iboss/carousel/detail: every carousel item (drafts too), search and filters, editing, order, delete. */
export default function CarouselDetailPage() {
  const [query, setQuery] = useStaffListQuery();
  const list = useStaffCarousel({
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    ...(query.keyword ? { keyword: query.keyword } : {}),
    ...(query.filters.status ? { status: query.filters.status as CarouselStatus } : {}),
    ...(query.filters.partnerId ? { partnerId: query.filters.partnerId } : {}),
  });
  const { partners } = useStaffPartners();
  const [editing, setEditing] = useState<StaffCarouselItem | 'new' | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [message, messageHolder] = useStaffMessage();
  const [modal, modalHolder] = Modal.useModal();
  const getContainer = usePopupContainer();
  const names = new Map(partners.map((partner) => [partner.id, partner.name]));
  const rows = list.data?.carouselList ?? [];
  const total = list.data?.total ?? 0;
  const narrowed = query.keyword !== '' || Object.values(query.filters).some(Boolean);

  const act = async (work: () => Promise<unknown>, done?: string) => {
    try {
      // Declared writes (domains/staff-content/api.ts): the list reloads by itself.
      await work();
      if (done) message.success(done);
    } catch (error) {
      message.error(isApiError(error) ? error.message : m.loadFailed);
    }
  };

  /** Up or down: to the neighbour shown in the list when there is one, else one place in the whole order. */
  const move = (item: StaffCarouselItem, index: number, direction: 'UP' | 'DOWN') => {
    const neighbour = rows[direction === 'UP' ? index - 1 : index + 1];
    return act(() =>
      neighbour
        ? placeCarouselItem({ id: item.id, position: neighbour.order })
        : moveCarouselItem({ id: item.id, direction }),
    );
  };

  const confirmDelete = (item: StaffCarouselItem) =>
    void modal.confirm({
      title: c.confirmRemove(item.title),
      content: c.confirmRemoveText,
      okText: c.remove,
      okButtonProps: { danger: true },
      cancelText: m.cancel,
      getContainer,
      onOk: () => act(() => deleteCarouselItem({ id: item.id }), c.removed),
    });

  const dropOn = (target: StaffCarouselItem) => (event: DragEvent) => {
    const id = event.dataTransfer.getData(DRAG_TYPE);
    setDragging(null);
    if (!id || id === target.id) return;
    event.preventDefault();
    void act(() => placeCarouselItem({ id, position: target.order }), c.moved);
  };

  const lastOverall = (index: number) =>
    !narrowed && index === rows.length - 1 && query.pageNum * query.pageSize >= total;

  const columns: TableColumnsType<StaffCarouselItem> = [
    {
      title: c.columns.order,
      key: 'order',
      width: 150,
      render: (_value, item, index) => (
        <Space size={4}>
          <HolderOutlined className={styles.dragHandle} aria-label={c.dragHandle(item.title)} role="img" />
          <span className={styles.order}>{item.order}</span>
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={c.moveUp(item.title)}
            disabled={item.order === 1}
            onClick={() => move(item, index, 'UP')}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={c.moveDown(item.title)}
            disabled={lastOverall(index)}
            onClick={() => move(item, index, 'DOWN')}
          />
        </Space>
      ),
    },
    {
      title: c.columns.media,
      key: 'media',
      width: 140,
      render: (_value, item) => {
        const path = item.mediaType === 'IMAGE' ? item.mediaUrl : item.coverUrl;
        return path ? (
          <img src={`${apiOrigin()}${path}`} alt={item.altText} className={styles.thumbnail} />
        ) : (
          <Tag>{c.fields.video}</Tag>
        );
      },
    },
    { title: c.columns.title, dataIndex: 'title', key: 'title' },
    {
      title: c.columns.audience,
      key: 'audience',
      render: (_value, item) =>
        item.partnerIds.length
          ? item.partnerIds.map((id) => names.get(id) ?? id).join(m.nameSeparator)
          : m.allPartners,
    },
    {
      title: c.columns.period,
      key: 'period',
      render: (_value, item) => formatDateRange(item.startDate, item.endDate),
    },
    {
      title: c.columns.status,
      key: 'status',
      render: (_value, item) => (
        <Tooltip title={c.statusHints[item.status]} getPopupContainer={getContainer}>
          <Tag color={STATUS_COLORS[item.status]} data-testid="carousel-status">
            {c.statuses[item.status]}
          </Tag>
        </Tooltip>
      ),
    },
    {
      title: c.columns.actions,
      key: 'actions',
      render: (_value, item) => (
        <Space>
          <Button size="small" onClick={() => setEditing(item)} aria-label={c.editLabel(item.title)}>
            {c.edit}
          </Button>
          <Button
            size="small"
            danger
            onClick={() => confirmDelete(item)}
            aria-label={c.removeLabel(item.title)}
          >
            {c.remove}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <section aria-labelledby="section-title">
      {messageHolder}
      {modalHolder}
      <Space className={staff.titleRow} align="center">
        <Typography.Title level={1} id="section-title" className={staff.pageTitle}>
          {shellMessages.staff.carouselDetail}
        </Typography.Title>
        <Button type="primary" onClick={() => setEditing('new')}>
          {c.create}
        </Button>
      </Space>
      <Typography.Paragraph>{c.intro}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{c.orderHint}</Typography.Paragraph>
      <Card>
        <StaffList<StaffCarouselItem>
          label={c.listLabel}
          rowKey="id"
          columns={columns}
          rows={list.data?.carouselList}
          total={list.data?.total}
          loading={list.loading}
          error={list.error}
          onRetry={list.refresh}
          query={query}
          onQueryChange={setQuery}
          search={{ label: c.search }}
          filters={[
            {
              key: 'status',
              label: c.statusFilter,
              allLabel: c.anyStatus,
              options: CAROUSEL_STATUSES.map((status) => ({ value: status, label: c.statuses[status] })),
            },
            {
              key: 'partnerId',
              label: c.partnerFilter,
              allLabel: c.anyPartner,
              searchable: true,
              options: partners.map((partner) => ({ value: partner.id, label: partner.name })),
            },
          ]}
          empty={c.empty}
          tableProps={{
            onRow: (item) =>
              ({
                draggable: true,
                className: dragging === item.id ? styles.dragging : undefined,
                onDragStart: (event: DragEvent) => {
                  event.dataTransfer.setData(DRAG_TYPE, item.id);
                  event.dataTransfer.effectAllowed = 'move';
                  setDragging(item.id);
                },
                onDragEnd: () => setDragging(null),
                onDragOver: (event: DragEvent) => {
                  if (event.dataTransfer.types.includes(DRAG_TYPE)) event.preventDefault();
                },
                onDrop: dropOn(item),
              }) as HTMLAttributes<HTMLElement>,
          }}
        />
      </Card>
      <Suspense fallback={null}>
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
      </Suspense>
    </section>
  );
}

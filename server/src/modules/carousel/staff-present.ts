import type { StaffCarouselItem } from '@contract/staff-content/schemas';
import { mediaPath } from '@server/http/present';
import type { PublishedView } from '@server/plugins/staff-audit';
import type { StaffCarouselRow } from './repository';

export function present(row: StaffCarouselRow): StaffCarouselItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    content: row.content,
    mediaType: row.media_type,
    mediaFileUrl: row.media_file_url,
    coverFileUrl: row.cover_file_url,
    mediaUrl: mediaPath(row.media_file_url)!,
    coverUrl: mediaPath(row.cover_file_url),
    altText: row.alt_text,
    linkType: row.link_type,
    linkTarget: row.link_target,
    startDate: row.start_date,
    endDate: row.end_date,
    partnerIds: row.partner_id ? [row.partner_id] : (row.partner_ids ?? []),
    published: row.published,
    order: row.sort_order,
    status: row.status,
  };
}

/**
 * Who sees the item: nobody while it is a draft; items for everyone have no partner rows,
 * otherwise the partners listed.
 */
export const viewOf = (item: StaffCarouselItem): PublishedView | null =>
  item.published ? { partnerIds: item.partnerIds.length ? item.partnerIds : null, title: item.title } : null;

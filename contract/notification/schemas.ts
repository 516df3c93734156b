import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Envelope } from '@contract/shared/envelope';
import {
  EmptyRequest,
  IsoDateTime,
  Nullable,
  ObjectId,
  PageRequestFields,
  PageResponseFields,
} from '@contract/shared/common';
import { NOTIFICATION_STATUSES, NOTIFICATION_CATEGORIES, NOTIFICATION_LINK_TYPES } from './constants';
/** POST /api/spportal/notification/{count,query,update}.json — per user read state, scoped to the current partner. */

export const NotificationStatus = Type.Union(NOTIFICATION_STATUSES.map((s) => Type.Literal(s)));
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export const NotificationCategory = Type.Union(NOTIFICATION_CATEGORIES.map((c) => Type.Literal(c)));
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const NotificationLinkType = Type.Union(NOTIFICATION_LINK_TYPES.map((t) => Type.Literal(t)));
export type NotificationLinkType = (typeof NOTIFICATION_LINK_TYPES)[number];

export const Notification = Type.Object({
  notificationId: ObjectId,
  title: Type.String(),
  content: Type.String(),
  category: NotificationCategory,
  status: NotificationStatus,
  /** When it was published (full ISO timestamp). */
  createdAt: IsoDateTime,
  /** When the current user read it; null while unread. */
  readAt: Nullable(IsoDateTime),
  linkType: NotificationLinkType,
  /** Event id for EVENT; the month ('YYYY-MM') for PERFORMANCE_INSIGHTS; null or a claim id for INCENTIVE; else null. */
  linkTarget: Nullable(Type.String()),
});
export type Notification = Static<typeof Notification>;

// notification/count.json
export const NotificationCountRequest = EmptyRequest;
export type NotificationCountRequest = Static<typeof NotificationCountRequest>;
export const NotificationCountResponse = Envelope({ unreadCount: Type.Integer({ minimum: 0 }) });
export type NotificationCountResponse = Static<typeof NotificationCountResponse>;

// notification/query.json — unread first, then newest first
export const NotificationQueryRequest = Type.Object(
  { ...PageRequestFields, status: Type.Optional(NotificationStatus) },
  { additionalProperties: false },
);
export type NotificationQueryRequest = Static<typeof NotificationQueryRequest>;
export const NotificationQueryResponse = Envelope({
  ...PageResponseFields,
  notificationList: Type.Array(Notification),
  /** Unread count after this query, so the bell can stay in step without another call. */
  unreadCount: Type.Integer({ minimum: 0 }),
});
export type NotificationQueryResponse = Static<typeof NotificationQueryResponse>;

/**
 * notification/update.json — either `{ notificationId, status: 'READ' }` (one) or `{ all: true, status: 'READ' }`
 * (every notification of the current partner, for the current user). Giving both or neither is 400 (510870003).
 * An unknown id or another partner's id answers NOT_FOUND_CODE with HTTP 404 (contract/shared/constants.ts). Marking an
 * already-read notification is a success with updatedCount 0. Logged as operation NOTIFICATION_READ.
 */
export const NotificationUpdateRequest = Type.Object(
  {
    notificationId: Type.Optional(ObjectId),
    all: Type.Optional(Type.Boolean()),
    status: Type.Literal('READ'),
  },
  { additionalProperties: false },
);
export type NotificationUpdateRequest = Static<typeof NotificationUpdateRequest>;
export const NotificationUpdateResponse = Envelope({
  updatedCount: Type.Integer({ minimum: 0 }),
  unreadCount: Type.Integer({ minimum: 0 }),
});
export type NotificationUpdateResponse = Static<typeof NotificationUpdateResponse>;

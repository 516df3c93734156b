import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Envelope } from '@contract/shared/envelope';
import {
  EmptyRequestSchema,
  IsoDateTimeSchema,
  Nullable,
  ObjectIdSchema,
  PageRequestFields,
  PageResponseFields,
} from '@contract/shared/common';
import { NOTIFICATION_STATUSES, NOTIFICATION_CATEGORIES, NOTIFICATION_LINK_TYPES } from './constants';
/** POST /api/spportal/notification/{count,query,update}.json — per user read state, scoped to the current partner. */

export const NotificationStatusSchema = Type.Union(NOTIFICATION_STATUSES.map((s) => Type.Literal(s)));
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export const NotificationCategorySchema = Type.Union(NOTIFICATION_CATEGORIES.map((c) => Type.Literal(c)));
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const NotificationLinkTypeSchema = Type.Union(NOTIFICATION_LINK_TYPES.map((t) => Type.Literal(t)));
export type NotificationLinkType = (typeof NOTIFICATION_LINK_TYPES)[number];

export const NotificationSchema = Type.Object({
  notificationId: ObjectIdSchema,
  title: Type.String(),
  content: Type.String(),
  category: NotificationCategorySchema,
  status: NotificationStatusSchema,
  /** When it was published (full ISO timestamp). */
  createdAt: IsoDateTimeSchema,
  /** When the current user read it; null while unread. */
  readAt: Nullable(IsoDateTimeSchema),
  linkType: NotificationLinkTypeSchema,
  /** Event id for EVENT; the month ('YYYY-MM') for PERFORMANCE_INSIGHTS; 'Newsletter' or 'QBR' for BUSINESS_INSIGHTS; null or a claim id for INCENTIVE; else null. */
  linkTarget: Nullable(Type.String()),
});
export type Notification = Static<typeof NotificationSchema>;

// notification/count.json
export const NotificationCountRequestSchema = EmptyRequestSchema;
export const NotificationCountResponseSchema = Envelope({ unreadCount: Type.Integer({ minimum: 0 }) });
export type NotificationCountResponse = Static<typeof NotificationCountResponseSchema>;

// notification/query.json — unread first, then newest first
export const NotificationQueryRequestSchema = Type.Object(
  { ...PageRequestFields, status: Type.Optional(NotificationStatusSchema) },
  { additionalProperties: false },
);
export type NotificationQueryRequest = Static<typeof NotificationQueryRequestSchema>;
export const NotificationQueryResponseSchema = Envelope({
  ...PageResponseFields,
  notificationList: Type.Array(NotificationSchema),
  /** Unread count after this query, so the bell can stay in step without another call. */
  unreadCount: Type.Integer({ minimum: 0 }),
});
export type NotificationQueryResponse = Static<typeof NotificationQueryResponseSchema>;

/**
 * notification/update.json — either `{ notificationId, status: 'READ' }` (one) or `{ all: true, status: 'READ' }`
 * (every notification of the current partner, for the current user). Giving both or neither is 400 (510870003).
 * An unknown id or another partner's id answers NOT_FOUND_CODE with HTTP 404 (contract/shared/constants.ts). Marking an
 * already-read notification is a success with updatedCount 0. Logged as operation NOTIFICATION_READ.
 */
export const NotificationUpdateRequestSchema = Type.Object(
  {
    notificationId: Type.Optional(ObjectIdSchema),
    all: Type.Optional(Type.Boolean()),
    status: Type.Literal('READ'),
  },
  { additionalProperties: false },
);
export const NotificationUpdateResponseSchema = Envelope({
  updatedCount: Type.Integer({ minimum: 0 }),
  unreadCount: Type.Integer({ minimum: 0 }),
});
export type NotificationUpdateResponse = Static<typeof NotificationUpdateResponseSchema>;

-- A notification may lead to performance insights (a monthly performance report is ready), as
-- contract/notification/constants.ts lists.
ALTER TABLE notifications DROP CONSTRAINT notifications_link_type_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_link_type_check
  CHECK (link_type IN ('EVENT', 'INCENTIVE', 'CONTRACT', 'PERFORMANCE_INSIGHTS', 'NONE'));

-- Notifications per partner; read state is per user (one row once a user has read it).
CREATE TABLE notifications (
  id text PRIMARY KEY,
  partner_id text NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  title text NOT NULL,
  content text NOT NULL,
  category text NOT NULL CHECK (category IN ('INCENTIVE', 'EVENT', 'CONTRACT', 'REPORT', 'SYSTEM')),
  link_type text NOT NULL DEFAULT 'NONE' CHECK (link_type IN ('EVENT', 'INCENTIVE', 'CONTRACT', 'NONE')),
  link_target text,
  published_at timestamptz NOT NULL
);
CREATE INDEX notifications_partner_idx ON notifications (partner_id, published_at DESC);

CREATE TABLE notification_reads (
  notification_id text NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, notification_id)
);

-- Documents a partner reads in the portal: contracts and business insights (Newsletter, QBR).
-- Metadata here; the PDF bytes of every version live in the file storage (files table).
CREATE TABLE document (
  id text PRIMARY KEY,
  partner_id text NOT NULL REFERENCES partners (id),
  kind text NOT NULL CHECK (kind IN ('CONTRACT', 'NEWSLETTER', 'QBR')),
  title text NOT NULL,
  -- Contracts: what sort of agreement (e.g. Master Agreement) and the network entity that signs.
  contract_type text,
  counterparty text,
  -- Insights: 'YYYY-MM' (Newsletter) or 'YYYY-Qn' (QBR); period_start orders and filters by year.
  period text,
  period_start date,
  effective_date date,
  expiry_date date,
  -- Partners see PUBLISHED only; staff keep DRAFT documents to themselves.
  status text NOT NULL DEFAULT 'PUBLISHED' CHECK (status IN ('DRAFT', 'PUBLISHED', 'ARCHIVED')),
  -- Highest version number; 0 while no file has been attached.
  current_version int NOT NULL DEFAULT 0,
  published_at timestamptz,
  created_by text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX document_partner_kind_idx ON document (partner_id, kind, period_start DESC);

CREATE TABLE document_version (
  document_id text NOT NULL REFERENCES document (id) ON DELETE CASCADE,
  version int NOT NULL CHECK (version >= 1),
  file_id text NOT NULL REFERENCES files (id),
  page_count int,
  note text,
  created_by text,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (document_id, version)
);

-- Read receipts: the first open of a version by a user (who, when, which version).
CREATE TABLE document_read (
  document_id text NOT NULL,
  version int NOT NULL,
  user_id text NOT NULL,
  read_at timestamptz NOT NULL,
  PRIMARY KEY (document_id, version, user_id),
  FOREIGN KEY (document_id, version) REFERENCES document_version (document_id, version) ON DELETE CASCADE
);
CREATE INDEX document_read_user_idx ON document_read (user_id, document_id);

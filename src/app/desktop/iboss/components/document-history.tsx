import { Typography } from 'antd';
import type { StaffDocumentItem } from '@contract/staff-content/schemas';
import { useDocumentReaders } from '@/domains/staff-content/hooks';
import { formatDate, formatDateTime } from '@/shared/format/date';
import PlainList, { PlainListItem } from '@/app/desktop/components/plain-list';
import { staffContentMessages } from '@/app/desktop/iboss/staff-content-messages';

const d = staffContentMessages.documents;

/**
 * A document's versions (newest first) and who of its partner opened which version, when: the
 * same history for contracts and business insights (docs/api.md, staff documents).
 */
export function DocumentHistory({ doc }: { doc: StaffDocumentItem }) {
  const readers = useDocumentReaders(doc.documentId);
  const list = readers.data?.readerList ?? [];
  return (
    <>
      <Typography.Text strong>{d.versions}</Typography.Text>
      {doc.versions.length ? (
        <PlainList
          size="small"
          items={doc.versions}
          renderItem={(version) => (
            <PlainListItem>
              {d.versionLine(version.version, version.fileName, formatDate(version.createdAt))}
            </PlainListItem>
          )}
        />
      ) : (
        <Typography.Paragraph>{d.noVersions}</Typography.Paragraph>
      )}
      <Typography.Text strong>{d.readers}</Typography.Text>
      {readers.loading && !readers.data ? null : list.length ? (
        <PlainList
          size="small"
          items={list}
          renderItem={(reader) => (
            <PlainListItem>
              {d.readerLine(reader.fullName, reader.email, reader.version, formatDateTime(reader.readAt))}
            </PlainListItem>
          )}
        />
      ) : (
        <Typography.Paragraph>{d.noReaders}</Typography.Paragraph>
      )}
    </>
  );
}

import { Modal, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { StaffDocumentItem } from '@contract/staff-content/schemas';
import { usePopupContainer } from '@/app/host/mount-context';
import { withCatalogs } from '@/shared/i18n';
import { staffContentMessages } from '@/app/desktop/iboss/staff-content-messages';

const c = staffContentMessages.contracts;

// The partners' viewer (pages, zoom, download, print), fetched when a version is first opened, so
// the staff list's first load carries none of it. The file comes through the same authorised
// download route (staff may read every partner's file); no read mark is set.
const DocumentViewer = lazy(
  withCatalogs(
    () => import(/* webpackChunkName: "document-viewer" */ '@/app/desktop/documents/document-viewer'),
  ),
);

/** One contract version's PDF in a dialog above the editor. */
export function VersionViewer({
  title,
  version,
  onClose,
}: {
  title: string;
  version: StaffDocumentItem['versions'][number];
  onClose: () => void;
}) {
  const getContainer = usePopupContainer();
  const heading = c.viewerTitle(title, version.version);
  return (
    <Modal
      open
      title={heading}
      width={960}
      footer={null}
      onCancel={onClose}
      getContainer={getContainer}
      destroyOnHidden
    >
      <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
        <DocumentViewer
          title={heading}
          file={{ fileUrl: version.fileUrl, fileName: version.fileName, fileContentType: 'application/pdf' }}
        />
      </Suspense>
    </Modal>
  );
}

import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import type { StaffDocumentItem } from '@contract/staff-content/schemas';
import { saveStaffDocument } from '@/domains/staff-content/api';
import { isApiError } from '@/shared/request/api-error';
import { staffContentMessages } from '@/app/desktop/iboss/staff-content-messages';

const d = staffContentMessages.documents;

/**
 * Publish a draft or withdrawn document, or withdraw a published one. The save is a declared write
 * (domains/staff-content/api.ts): the list showing the document reloads by itself. Withdrawing asks
 * first: the partner loses the document at once.
 */
export function DocumentStatusButton({
  doc,
  onError,
}: {
  doc: StaffDocumentItem;
  onError: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const published = doc.status === 'PUBLISHED';
  const toggle = async () => {
    setBusy(true);
    try {
      await saveStaffDocument({
        documentId: doc.documentId,
        kind: doc.kind,
        title: doc.title,
        contractType: doc.contractType,
        counterparty: doc.counterparty,
        period: doc.period,
        effectiveDate: doc.effectiveDate,
        expiryDate: doc.expiryDate,
        status: published ? 'ARCHIVED' : 'PUBLISHED',
      });
    } catch (error) {
      onError(isApiError(error) ? error.message : staffContentMessages.loadFailed);
    } finally {
      setBusy(false);
    }
  };
  const button = (
    <Button
      size="small"
      loading={busy}
      onClick={published ? undefined : toggle}
      aria-label={
        published ? d.withdrawLabel(doc.title, doc.partnerName) : d.publishLabel(doc.title, doc.partnerName)
      }
    >
      {published ? d.withdraw : d.publish}
    </Button>
  );
  if (!published) return button;
  return (
    <Popconfirm
      title={d.confirmWithdraw(doc.title, doc.partnerName)}
      description={d.confirmWithdrawText}
      okText={d.withdraw}
      okButtonProps={{ danger: true }}
      cancelText={staffContentMessages.cancel}
      onConfirm={toggle}
    >
      {button}
    </Popconfirm>
  );
}

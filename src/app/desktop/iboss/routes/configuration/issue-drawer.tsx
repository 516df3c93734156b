import { Button, Checkbox, Collapse, Drawer, Flex, Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { StaffInsightIssue } from '@contract/staff-content/issues';
import type { StaffDocumentItem } from '@contract/staff-content/schemas';
import { errorText } from '@/shared/request/error-text';
import { usePopupContainer } from '@/app/host/mount-context';
import { DocumentHistory } from '@/app/desktop/iboss/components/document-history';
import { useStaffMessage } from '@/app/desktop/iboss/components/use-staff-message';
import { staffContentMessages } from '@/app/desktop/iboss/staff-content-messages';
import { issueMessages as m } from './issue-messages';
import { changeStatus } from './issue-status';
import type { IssueStatus as Status } from './issue-status';

const d = staffContentMessages.documents;

/** One issue's partners: withdraw or publish for the chosen ones at once; each copy's versions and readers. */
export default function IssueDrawer({ issue, onClose }: { issue: StaffInsightIssue; onClose: () => void }) {
  const getContainer = usePopupContainer();
  const [modal, modalHolder] = Modal.useModal();
  const [message, messageHolder] = useStaffMessage();
  const [chosen, setChosen] = useState<string[]>([]);
  const docs = issue.documents;
  const pick = (ids: string[]) => docs.filter((doc) => ids.includes(doc.documentId));

  const act = (status: Status) => {
    const names = pick(chosen).map((doc) => doc.partnerName);
    void modal.confirm({
      title:
        status === 'ARCHIVED'
          ? m.confirmWithdrawPartners(issue.title, names)
          : m.confirmPublishPartners(issue.title, names),
      content: status === 'ARCHIVED' ? m.withdrawText : m.publishText,
      okText: status === 'ARCHIVED' ? d.withdraw : d.publish,
      okButtonProps: { danger: status === 'ARCHIVED' },
      cancelText: m.cancel,
      getContainer,
      onOk: async () => {
        try {
          await changeStatus(
            pick(chosen).map((doc) => doc.documentId),
            status,
            (text) => message.success(text),
          );
          setChosen([]);
        } catch (error) {
          message.error(errorText(error));
        }
      },
    });
  };

  return (
    <Drawer
      open
      size="large"
      title={m.drawerTitle(issue.title, issue.period)}
      onClose={onClose}
      getContainer={getContainer}
    >
      {modalHolder}
      {messageHolder}
      <Typography.Title level={3}>{m.drawerPartners}</Typography.Title>
      <Checkbox.Group value={chosen} onChange={(values) => setChosen(values as string[])}>
        <Space orientation="vertical">
          {docs.map((doc) => (
            <Checkbox
              key={doc.documentId}
              value={doc.documentId}
              aria-label={m.selectPartner(doc.partnerName)}
            >
              {doc.partnerName}{' '}
              <Tag color={doc.status === 'PUBLISHED' ? 'success' : undefined}>{d.statuses[doc.status]}</Tag>
            </Checkbox>
          ))}
        </Space>
      </Checkbox.Group>
      <Flex gap={8} wrap style={{ marginBlock: 16 }}>
        <Button
          danger
          disabled={!pick(chosen).some((doc) => doc.status === 'PUBLISHED')}
          onClick={() => act('ARCHIVED')}
        >
          {m.withdrawSelected}
        </Button>
        <Button
          disabled={!pick(chosen).some((doc) => doc.status !== 'PUBLISHED')}
          onClick={() => act('PUBLISHED')}
        >
          {m.publishSelected}
        </Button>
      </Flex>
      <Collapse
        items={docs.map((doc: StaffDocumentItem) => ({
          key: doc.documentId,
          label: m.versionsOf(doc.partnerName),
          children: <DocumentHistory doc={doc} />,
        }))}
      />
    </Drawer>
  );
}

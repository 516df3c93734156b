import { Button, Descriptions, Flex, Result, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { ContractDetail as Contract } from '@contract/document/schemas';
import { useContractDetail, useReadReceipt } from '@/domains/document/hooks';
import { isNoAuthority } from '@/domains/document/no-authority';
import { isNotFoundError } from '@/domains/event/not-found';
import { formatDate, formatDateTime } from '@/shared/format/date';
import { documentMessages as m } from '@/app/messages/documents';
import PlainList, { PlainListItem, PlainListItemMeta } from '@/app/desktop/components/plain-list';
import { ContractStatus, ReadMark } from './contract-status';
import DocumentViewer from './lazy-document-viewer';
import styles from './documents.module.css';

export function DocumentNotFound({ onBack }: { onBack?: () => void }) {
  return (
    <Result
      status="404"
      title={m.notFoundTitle}
      subTitle={m.notFoundText}
      extra={onBack && <Button onClick={onBack}>{m.backToContracts}</Button>}
    />
  );
}

function Facts({ contract }: { contract: Contract }) {
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2 }}
      title={m.facts}
      items={[
        { key: 'type', label: m.columns.type, children: contract.contractType },
        { key: 'counterparty', label: m.columns.counterparty, children: contract.counterparty },
        { key: 'effective', label: m.columns.effectiveDate, children: formatDate(contract.effectiveDate) },
        {
          key: 'expiry',
          label: m.columns.expiryDate,
          children: contract.expiryDate ? formatDate(contract.expiryDate) : m.openEnded,
        },
        { key: 'status', label: m.columns.status, children: <ContractStatus contract={contract} /> },
        {
          key: 'version',
          label: m.columns.version,
          children: (
            <Flex gap="small" align="center">
              {m.version(contract.version)}
              <ReadMark isNew={contract.isNew} readVersion={contract.readVersion} />
            </Flex>
          ),
        },
      ]}
    />
  );
}

/** One contract: facts, version history and the PDF of the chosen version. */
export default function ContractDetailView({
  contractId,
  onBack,
  onRead,
}: {
  contractId: string;
  onBack: () => void;
  onRead: () => void;
}) {
  const { data, error, loading, refresh, mutate } = useContractDetail(contractId);
  const contract = data?.contract;
  const [version, setVersion] = useState<number | null>(null);
  const markRead = useReadReceipt((_id, readVersion) => {
    onRead();
    mutate((previous) =>
      previous
        ? {
            ...previous,
            contract: {
              ...previous.contract,
              readVersion: Math.max(previous.contract.readVersion ?? 0, readVersion),
              isNew: Math.max(previous.contract.readVersion ?? 0, readVersion) < previous.contract.version,
              versions: previous.contract.versions.map((v) =>
                v.version === readVersion && !v.readAt ? { ...v, readAt: new Date().toISOString() } : v,
              ),
            },
          }
        : previous,
    );
  });

  useEffect(() => setVersion(null), [contractId]);

  if (!contract) {
    if (isNotFoundError(error)) return <DocumentNotFound onBack={onBack} />;
    if (isNoAuthority(error)) return <Result status="403" title={m.noAuthority} />;
    if (error && !loading)
      return (
        <Result
          status="warning"
          title={m.detailFailed}
          subTitle={error.message}
          extra={<Button onClick={refresh}>{m.retry}</Button>}
        />
      );
    return <Skeleton active paragraph={{ rows: 10 }} />;
  }

  const shown =
    contract.versions.find((v) => v.version === (version ?? contract.version)) ?? contract.versions[0];
  return (
    <article data-block="contract-detail" data-contract-id={contract.documentId}>
      <Typography.Title level={3} className={styles.title}>
        {contract.title}
      </Typography.Title>
      <Facts contract={contract} />
      <Typography.Title level={4}>{m.versions}</Typography.Title>
      <PlainList
        size="small"
        bordered
        className={styles.versions}
        items={contract.versions}
        itemKey={(v) => v.version}
        renderItem={(v) => (
          <PlainListItem
            actions={[
              v.version === shown.version ? (
                <Tag key="viewing" color="processing">
                  {m.viewing}
                </Tag>
              ) : (
                <Button key="open" size="small" onClick={() => setVersion(v.version)}>
                  {m.open} {m.version(v.version)}
                </Button>
              ),
            ]}
          >
            <PlainListItemMeta
              title={m.versionNote(v.version, v.note)}
              description={
                <span>
                  {formatDate(v.createdAt)} · {v.readAt ? m.readOn(formatDateTime(v.readAt)) : m.notRead}
                </span>
              }
            />
          </PlainListItem>
        )}
      />
      <DocumentViewer
        key={shown.file.fileUrl}
        title={`${contract.title} ${m.version(shown.version)}`}
        file={shown.file}
        onOpened={() => markRead({ documentId: contract.documentId, version: shown.version })}
      />
    </article>
  );
}

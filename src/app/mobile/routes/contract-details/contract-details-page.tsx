import { Button, List, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useContractDetail, useReadReceipt } from '@/domains/document/hooks';
import { isNotFoundError } from '@/domains/event/not-found';
import { formatDate, formatDateTime } from '@/shared/format/date';
import { isNoAuthority } from '@/domains/document/no-authority';
import { documentMessages as m } from '@/app/messages/documents';
import { paths, toMobile } from '@/app/routing/paths';
import {
  MobileContractStatus,
  MobileProblem,
  MobileReadMark,
} from '@/app/mobile/documents/contract-card-parts';
import styles from '@/app/mobile/documents/documents.module.css';
import MobileDocumentViewer from '@/app/mobile/documents/mobile-document-viewer';

/** /mobile/contracts/contract-details?id=: a contract's facts, versions and its PDF. */
export default function ContractDetailsPage() {
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id');
  const { data, error, loading, refresh, mutate } = useContractDetail(id);
  const [version, setVersion] = useState<number | null>(null);
  const contract = data?.contract;
  const notFound = !id || isNotFoundError(error);
  const state = contract ? 'ready' : notFound ? 'empty' : error && !loading ? 'error' : 'loading';
  // The receipt updates the facts' read mark and the version's own line in the history alike,
  // as the desktop contract view does (src/app/desktop/documents/contract-detail.tsx).
  const markRead = useReadReceipt((_documentId, readVersion) =>
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
    ),
  );
  const back = (
    <Button color="primary" className={styles.touch} onClick={() => navigate(toMobile(paths.contracts))}>
      {m.backToContracts}
    </Button>
  );

  if (state !== 'ready' || !contract)
    return (
      <section className={styles.page} data-block="contract-detail" data-state={state}>
        {state === 'loading' && <Skeleton.Paragraph lineCount={10} animated />}
        {state === 'empty' && <MobileProblem title={m.notFoundTitle} text={m.notFoundText} action={back} />}
        {state === 'error' && isNoAuthority(error) && <MobileProblem title={m.noAuthority} />}
        {state === 'error' && !isNoAuthority(error) && (
          <MobileProblem
            title={m.detailFailed}
            text={error?.message}
            action={
              <Button color="primary" fill="outline" className={styles.touch} onClick={refresh}>
                {m.retry}
              </Button>
            }
          />
        )}
      </section>
    );

  const shown =
    contract.versions.find((v) => v.version === (version ?? contract.version)) ?? contract.versions[0];
  return (
    <article
      className={styles.page}
      data-block="contract-detail"
      data-state={state}
      data-contract-id={contract.documentId}
    >
      <h1 className={styles.title}>{contract.title}</h1>
      <div className={styles.section}>
        <h2 className={styles.sectionTitle}>{m.facts}</h2>
        <dl className={styles.facts}>
          <dt>{m.columns.type}</dt>
          <dd>{contract.contractType}</dd>
          <dt>{m.columns.counterparty}</dt>
          <dd>{contract.counterparty}</dd>
          <dt>{m.columns.effectiveDate}</dt>
          <dd>{formatDate(contract.effectiveDate)}</dd>
          <dt>{m.columns.expiryDate}</dt>
          <dd>{contract.expiryDate ? formatDate(contract.expiryDate) : m.openEnded}</dd>
          <dt>{m.columns.status}</dt>
          <dd>
            <MobileContractStatus contract={contract} />
          </dd>
          <dt>{m.columns.version}</dt>
          <dd className={styles.row}>
            {m.version(contract.version)}
            <MobileReadMark isNew={contract.isNew} readVersion={contract.readVersion} />
          </dd>
        </dl>
      </div>
      <div className={styles.section}>
        <MobileDocumentViewer
          key={shown.file.fileUrl}
          title={`${contract.title} ${m.version(shown.version)}`}
          file={shown.file}
          onOpened={() => markRead({ documentId: contract.documentId, version: shown.version })}
        />
      </div>
      <List header={m.versions}>
        {contract.versions.map((v) => (
          <List.Item
            key={v.version}
            onClick={v.version === shown.version ? undefined : () => setVersion(v.version)}
            extra={v.version === shown.version ? m.viewing : m.open}
            description={`${formatDate(v.createdAt)} · ${v.readAt ? m.readOn(formatDateTime(v.readAt)) : m.notRead}`}
          >
            {m.versionNote(v.version, v.note)}
          </List.Item>
        ))}
      </List>
    </article>
  );
}

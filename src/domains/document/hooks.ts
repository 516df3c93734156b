import { useInfiniteScroll } from 'ahooks';
import { useRequest } from '@/shared/request/use-request';
import { useCallback, useRef } from 'react';
import type { ContractQueryRequest, ContractSummary, DocumentSummary } from '@contract/document/schemas';
import type { InsightTypeName } from '@contract/document/constants';
import { PAGE_SIZE } from '@/shared/request/request-defaults';
import { usePartnerQueryOptions, usePartnerScope } from '@/domains/session/partner-query';
import { fetchContractDetail, fetchContracts, fetchInsights, markDocumentRead } from './api';
import { loadFileBytes } from './pdf-file';
import type { FileRef } from './pdf-file';
import { DOCUMENT_API } from '@contract/document/constants';

export type ContractFilters = Pick<ContractQueryRequest, 'state' | 'contractType' | 'keyword'>;

/** One page of contracts (desktop table). */
export function useContractPage(filters: ContractFilters, pageNum: number) {
  const body: ContractQueryRequest = { ...filters, pageNum, pageSize: PAGE_SIZE };
  return useRequest(() => fetchContracts(body), usePartnerQueryOptions(DOCUMENT_API.contractQuery, body));
}

export interface Feed<T> {
  list: T[];
  total: number;
  pageNum: number;
}

/** Contracts a page of 10 at a time (mobile infinite scroll); reloadAsync() is pull to refresh. */
export function useContractFeed() {
  const scope = usePartnerScope();
  return useInfiniteScroll<Feed<ContractSummary>>(
    async (previous) => {
      const pageNum = previous ? previous.pageNum + 1 : 1;
      const response = await fetchContracts({ pageNum, pageSize: PAGE_SIZE });
      return { list: response.contractList, total: response.total, pageNum };
    },
    {
      reloadDeps: [scope],
      isNoMore: (data) => !!data && data.list.length >= data.total,
    },
  );
}

export function useContractDetail(contractId: string | null) {
  return useRequest(() => fetchContractDetail(contractId ?? ''), {
    ...usePartnerQueryOptions(DOCUMENT_API.contractDetail, contractId),
    ready: !!contractId,
  });
}

/** Newsletter or QBR documents of one page, optionally one year. */
export function useInsightPage(
  type: InsightTypeName,
  year: number | undefined,
  pageNum: number,
  pageSize = PAGE_SIZE,
) {
  const body = { type, year, pageNum, pageSize };
  return useRequest(() => fetchInsights(body), usePartnerQueryOptions(DOCUMENT_API.insightQuery, body));
}

/**
 * Records a read receipt once per document version and page visit (the server keeps only the
 * first one anyway); `onRead` lets the list drop its "new" mark.
 */
export function useReadReceipt(onRead?: (documentId: string, version: number) => void) {
  const sent = useRef(new Set<string>());
  return useCallback(
    (document: Pick<DocumentSummary, 'documentId' | 'version'>) => {
      const key = `${document.documentId}:${document.version}`;
      if (sent.current.has(key)) return;
      sent.current.add(key);
      markDocumentRead(document.documentId, document.version).then(
        () => onRead?.(document.documentId, document.version),
        () => sent.current.delete(key),
      );
    },
    [onRead],
  );
}

/** A file's bytes for the viewer: from the session cache when it was opened before. */
export function useFileBytes(file: FileRef | null) {
  return useRequest(() => loadFileBytes(file!), { ready: !!file, refreshDeps: [file?.fileUrl] });
}

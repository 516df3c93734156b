import type {
  ContractDetailResponse,
  ContractQueryRequest,
  ContractQueryResponse,
  DocumentReadResponse,
  InsightQueryRequest,
  InsightQueryResponse,
} from '@contract/document/schemas';
import { DOCUMENT_API } from '@contract/document/constants';
import { apiPost } from '@/shared/request/client';

// POST /api/spportal/contract/query.json: the current partner's contracts, paged and filtered
export const fetchContracts = (body: ContractQueryRequest) =>
  apiPost<ContractQueryResponse>(DOCUMENT_API.contractQuery, body, { silent: true });

// POST /api/spportal/contract/detail.json: one contract with its versions (404 when unknown)
export const fetchContractDetail = (contractId: string) =>
  apiPost<ContractDetailResponse>(DOCUMENT_API.contractDetail, { contractId }, { silent: true });

// POST /api/spportal/insight/query.json: Newsletter or QBR documents, newest period first
export const fetchInsights = (body: InsightQueryRequest) =>
  apiPost<InsightQueryResponse>(DOCUMENT_API.insightQuery, body, { silent: true });

// POST /api/spportal/document/read.json: read receipt for the first open of a version
export const markDocumentRead = (documentId: string, version: number) =>
  apiPost<DocumentReadResponse>(DOCUMENT_API.documentRead, { documentId, version }, { silent: true });

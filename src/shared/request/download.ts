import { languageHeaders } from '@/shared/i18n/locale-state';
import type { ResultEnvelope } from '@contract/shared/envelope';
import { apiOrigin } from './api-origin';
import { envelopeFailure, isEnvelope, networkFailure } from './client';
import type { RequestOptions } from './client';
import { DEFAULT_TIMEOUT_MS } from './request-defaults';
import { readSessionToken } from './session-token';

interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition, else the fallback given. */
  fileName: string;
}

/** `attachment; filename="x.csv"` or RFC 5987 `filename*=UTF-8''x.csv`. */
function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Fall back to the plain name below.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain ? plain[1].trim() : fallback;
}

/**
 * POST JSON and receive a file (CSV, iCalendar, ...). A failure still comes as an envelope
 * (export limits, session expiry) and is handled like every other call's: the same ApiError,
 * session codes go to login, the failure handler shows it unless `silent`.
 */
export async function postForFile(
  path: string,
  body: object,
  fallbackName: string,
  options: RequestOptions = {},
): Promise<DownloadedFile> {
  const token = readSessionToken();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeout ?? DEFAULT_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`${apiOrigin()}${path}`, {
      method: 'POST',
      credentials: 'include',
      headers: {
        'content-type': 'application/json',
        ...languageHeaders(),
        ...(token ? { ctoken: token } : {}),
      },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
  } catch (error) {
    throw networkFailure(path, error, options);
  } finally {
    clearTimeout(timer);
  }
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    const envelope: unknown = await response.json().catch(() => null);
    if (isEnvelope(envelope) && !envelope.success) throw envelopeFailure(envelope as ResultEnvelope, options);
    throw networkFailure(path, new Error('expected a file, got JSON'), options);
  }
  if (!response.ok) throw networkFailure(path, new Error(`HTTP ${response.status}`), options);
  return {
    blob: await response.blob(),
    fileName: fileNameFromDisposition(response.headers.get('content-disposition'), fallbackName),
  };
}

/** Hands a downloaded file to the browser's save flow. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  // Inside a host page the portal's container is the only place it may add nodes.
  (document.querySelector('.partner-portal') ?? document.body).appendChild(link);
  link.click();
  link.remove();
  // Let the click start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

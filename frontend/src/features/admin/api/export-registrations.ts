import { useMutation } from '@tanstack/react-query';

import {
  API_BASE,
  API_TIMEOUT_MS,
  ApiError,
  TIMEOUT_MESSAGE,
  NETWORK_MESSAGE,
} from '@/lib/api-client';
import { clearToken, readToken } from '@/lib/auth-token';

export type ExportFormat = 'csv' | 'xlsx' | 'json';

export interface ExportedFile {
  blob: Blob;
  fileName: string;
}

/** The file name of a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function fileNameFrom(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(disposition);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // Badly encoded: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name === '' ? undefined : name;
}

async function errorOf(response: Response): Promise<ApiError> {
  let body: Record<string, unknown> | undefined;
  try {
    const parsed: unknown = JSON.parse(await response.text());
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      body = parsed as Record<string, unknown>;
    }
  } catch {
    // Not JSON.
  }
  const message =
    typeof body?.message === 'string'
      ? body.message
      : typeof body?.error === 'string'
        ? body.error
        : '';
  return new ApiError(response.status, message, body);
}

/**
 * GET /events/{event}/export?format=csv|xlsx|json (admins only) as a file. The API client reads
 * JSON only, so this call does what it does (base path, bearer token, cookies, timeout, a 401
 * forgets the token) and keeps the body as a Blob.
 */
export async function exportRegistrations(
  event: string,
  format: ExportFormat,
): Promise<ExportedFile> {
  const headers = new Headers();
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort();
  }, API_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(
      `${API_BASE}/events/${encodeURIComponent(event)}/export?format=${format}`,
      { method: 'GET', credentials: 'include', headers, signal: controller.signal },
    );
    if (!response.ok) {
      if (response.status === 401) clearToken();
      throw await errorOf(response);
    }
    const blob = await response.blob();
    return {
      blob,
      fileName:
        fileNameFrom(response.headers.get('Content-Disposition')) ??
        `${event}-registrations.${format}`,
    };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(0, controller.signal.aborted ? TIMEOUT_MESSAGE : NETWORK_MESSAGE);
  } finally {
    clearTimeout(timer);
  }
}

export function useExportRegistrations() {
  return useMutation({
    mutationFn: ({ event, format }: { event: string; format: ExportFormat }) =>
      exportRegistrations(event, format),
  });
}

import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { apiFetch, ApiError, DEFAULT_ERROR_MESSAGE } from '@/lib/api-client';
import type { ListedEvent, RulebookResponse } from '@/lib/api-types';
import { readEnglish } from '@/lib/i18n/i18n';

import { i18n } from '../i18n';
import { messages as english } from '../locales/en/messages';
import { adminKeys, invalidate } from './query-keys';

/**
 * The server's limit on an uploaded rulebook (10 MB) and its two refusals, word for word in English
 * (the catalogue's `admin.rulebook.notPdf` and `admin.rulebook.tooLarge`, which give them in the
 * language shown). They are the server's upload rules, not the fest's, so they live here rather than
 * in fest-shared.
 */
export const RULEBOOK_MAX_BYTES = 10 * 1024 * 1024;
export const RULEBOOK_NOT_PDF = readEnglish('admin.rulebook.notPdf', {}, english);
export const RULEBOOK_TOO_LARGE = readEnglish('admin.rulebook.tooLarge', {}, english);

/** A 10 MB upload on a slow connection takes longer than the API's usual 10 seconds. */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * Why `file` cannot be uploaded as a rulebook (the server's own words, in the language shown), or
 * null when it can.
 */
export function rulebookFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- HTTP and file types
  const pdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (!pdf) return i18n._('admin.rulebook.notPdf');
  if (file.size > RULEBOOK_MAX_BYTES) return i18n._('admin.rulebook.tooLarge');
  return null;
}

/**
 * PUT /admin/events/{event}/rulebook with the PDF itself as the body (admins only; audited). A 413
 * (the body was over the limit) may come without a message: it is reported as too large.
 */
export async function uploadRulebook(event: string, file: Blob): Promise<RulebookResponse> {
  try {
    return await apiFetch<RulebookResponse>(`/admin/events/${encodeURIComponent(event)}/rulebook`, {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- HTTP and file types
      method: 'PUT',
      body: file,
      // eslint-disable-next-line lingui/no-unlocalized-strings -- HTTP and file types
      headers: { 'Content-Type': 'application/pdf' },
      timeoutMs: UPLOAD_TIMEOUT_MS,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 413 && error.message === '') {
      throw new ApiError(413, i18n._('admin.rulebook.tooLarge'), error.body);
    }
    throw error;
  }
}

/**
 * Puts `response` (where the rulebook now is) into the events list, which is then loaded again (the
 * admin tab and the public events page read the same one), with the audit log.
 */
export function rulebookChanged(
  queryClient: QueryClient,
  event: string,
  response: RulebookResponse,
): void {
  const { rulebookUrl, rulebookUploaded } = response;
  queryClient.setQueryData<ListedEvent[]>(adminKeys.events, (events) =>
    events?.map((e) => (e.id === event ? { ...e, rulebookUrl, rulebookUploaded } : e)),
  );
  invalidate(queryClient, [adminKeys.events, adminKeys.auditLog]);
}

/** Replaces an event's rulebook with an uploaded PDF. */
export function useUploadRulebook() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: DEFAULT_ERROR_MESSAGE },
    mutationFn: ({ event, file }: { event: string; file: Blob }) => uploadRulebook(event, file),
    onSuccess: (response, { event }) => {
      rulebookChanged(queryClient, event, response);
    },
  });
}

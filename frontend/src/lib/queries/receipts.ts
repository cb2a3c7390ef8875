import { queryOptions } from '@tanstack/react-query';

import { answer, apiClient, API_BASE, apiFetchFile } from '@/lib/api-client';
import type { ReceiptList, ReceiptView } from '@/lib/api-types';
import { saveFile } from '@/lib/save-file';

/** The cache key of the signed-in user's receipts. */
export const myReceiptsQueryKey = ['account', 'receipts'] as const;
/** The cache key of a registration's receipts in the admin portal. */
export const payableReceiptsKey = (id: string) => ['admin', 'receipts', id] as const;

/** GET /receipts -> {success, receipts}: the signed-in user's receipts and credit notes, newest first. */
export function getMyReceipts(signal?: AbortSignal): Promise<ReceiptList> {
  return answer(apiClient.GET('/receipts', { signal }));
}

/** The user's receipts, asked for again whenever the account page opens. */
export const myReceiptsQueryOptions = () =>
  queryOptions({
    queryKey: myReceiptsQueryKey,
    queryFn: ({ signal }) => getMyReceipts(signal),
    refetchOnMount: 'always',
  });

/** GET /admin/receipts?payable=id -> {success, receipts}: a registration's (or booking's) documents. */
export function getPayableReceipts(id: string, signal?: AbortSignal): Promise<ReceiptList> {
  return answer(apiClient.GET('/admin/receipts', { params: { query: { payable: id } }, signal }));
}

/** The name of the download when the server's Content-Disposition gives none. */
export const receiptFileName = (receipt: Pick<ReceiptView, 'number'>) =>
  `receipt-${receipt.number.replaceAll('/', '-')}.pdf`;

/**
 * Downloads a document's PDF (GET /receipts/{id}/pdf, signed in: its owner or an admin) and saves it
 * under the name the server gives.
 */
export async function downloadReceipt(
  receipt: Pick<ReceiptView, 'number' | 'pdfUrl'>,
): Promise<void> {
  const path = receipt.pdfUrl.startsWith(API_BASE)
    ? receipt.pdfUrl.slice(API_BASE.length)
    : receipt.pdfUrl;
  const file = await apiFetchFile(path);
  saveFile(file.blob, file.fileName ?? receiptFileName(receipt));
}

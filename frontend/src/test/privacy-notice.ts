/** Finding a form's privacy notice (components/privacy-notice) in the unit tests. */
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

import { sharedNow, type CollectionPoint } from '@/lib/wasm';

/** The shared rules' notice of `point`, with `retentionDays` (GET /config's, else the default). */
export function noticeOf(point: CollectionPoint, retentionDays = Number.NaN) {
  const notice = sharedNow()
    ?.privacyNotices(retentionDays)
    .find((n) => n.point === point);
  if (!notice) throw new Error(`no privacy notice for ${point}`);
  return notice;
}

/**
 * Waits for the privacy notice of `point` and checks that it stands just above `submit` (the form's
 * submit button, or the row of buttons it is in): its title in the collapsed block's summary, the
 * consent sentence in view. Returns the notice's block.
 */
export async function expectNoticeAbove(
  point: CollectionPoint,
  submit: HTMLElement,
  retentionDays?: number,
): Promise<HTMLElement> {
  const notice = noticeOf(point, retentionDays);
  const consent = await screen.findByText(notice.consent);
  const block = consent.closest<HTMLElement>('.privacy-notice');
  if (!block) throw new Error('the consent sentence is not in a privacy notice');
  expect(block).toHaveAttribute('data-point', point);
  expect(within(block).getByText(notice.title).closest('summary')).not.toBeNull();
  expect(consent.closest('details')).toBeNull();
  const next = block.nextElementSibling;
  expect(next === submit || next?.contains(submit)).toBe(true);
  return block;
}

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { activateLanguage } from '@/lib/i18n/i18n';

import { noticeOf } from '@/test/privacy-notice';
import { render } from '@/test/render';
import { apiPath, server } from '@/test/server';

import { PrivacyNotice } from './privacy-notice';

function withConfig(body: Record<string, unknown>) {
  server.use(http.get(apiPath('/config'), () => HttpResponse.json(body)));
}

function renderNotice(point: Parameters<typeof PrivacyNotice>[0]['point']) {
  return render(
    <MemoryRouter>
      <form>
        <PrivacyNotice point={point} />
        <button type="submit">Send OTP</button>
      </form>
    </MemoryRouter>,
  );
}

/** The notice's summary (its toggle). */
async function summary(): Promise<HTMLElement> {
  const found = (await screen.findByText(/^Privacy notice/)).closest('summary');
  if (!found) throw new Error('no summary');
  return found;
}

/** The collapsed block of a summary. */
function detailsOf(toggle: HTMLElement): HTMLElement {
  const details = toggle.closest('details');
  if (!details) throw new Error('no details');
  return details;
}

describe('PrivacyNotice', () => {
  it('shows the notice of its collection point, with the retention the server is set to', async () => {
    withConfig({ googleClientId: null, retentionDays: 45 });
    renderNotice('campus_ambassador');
    const notice = noticeOf('campus_ambassador', 45);

    const toggle = await summary();
    expect(toggle).toHaveTextContent(notice.title);
    const details = detailsOf(toggle);
    for (const item of notice.items) {
      expect(within(details).getByText(item.data).tagName).toBe('DT');
      expect(within(details).getByText(item.purpose).tagName).toBe('DD');
    }
    expect(
      within(details).getByText(/^Kept until 45 days after the fest ends/),
    ).toBeInTheDocument();
    for (const right of notice.rights) {
      expect(within(details).getByText(right)).toBeInTheDocument();
    }
    expect(within(details).getByRole('link', { name: '/grievance' })).toHaveAttribute(
      'href',
      '/grievance',
    );
    expect(details.querySelector('.privacy-notice__grievance')).toHaveTextContent(notice.grievance);
    expect(within(details).getByText(`Notice of ${notice.version}`)).toBeInTheDocument();
  });

  it('keeps the consent sentence in view, outside the collapsed block, next to the button', async () => {
    withConfig({ retentionDays: 90 });
    renderNotice('roster');
    const notice = noticeOf('roster', 90);
    const consent = await screen.findByText(notice.consent);
    expect(consent.closest('details')).toBeNull();
    expect(consent).toBeVisible();
    expect(detailsOf(await summary())).not.toHaveAttribute('open');
    // Nothing between the consent and the submit button.
    expect(consent.parentElement?.nextElementSibling).toBe(
      screen.getByRole('button', { name: 'Send OTP' }),
    );
  });

  it('is reached with Tab and toggled on its summary (Enter and Space in Chromium: e2e)', async () => {
    withConfig({ retentionDays: 90 });
    const user = userEvent.setup();
    renderNotice('sign_up');
    const toggle = await summary();
    const details = detailsOf(toggle);

    await user.tab();
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    expect(details).toHaveAttribute('open');
    expect(screen.getByRole('link', { name: '/grievance' })).toBeVisible();
    await user.click(toggle);
    expect(details).not.toHaveAttribute('open');
  });

  it('says it is loading until the configuration arrives', async () => {
    /** Answers the configuration's request once it has been made. */
    const pending: { answer?: (value: Response) => void } = {};
    server.use(
      http.get(
        apiPath('/config'),
        () =>
          new Promise<Response>((resolve) => {
            pending.answer = resolve;
          }),
      ),
    );
    renderNotice('accommodation');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the privacy notice...');
    await waitFor(() => {
      expect(pending.answer).toBeDefined();
    });
    pending.answer?.(HttpResponse.json({ retentionDays: 10 }));
    expect(await screen.findByText(/^Kept until 10 days/)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("states the shared rules' default retention when the configuration cannot be read", async () => {
    server.use(http.get(apiPath('/config'), () => new HttpResponse(null, { status: 500 })));
    renderNotice('sign_up');
    const days = noticeOf('sign_up').retention;
    expect(await screen.findByText(days)).toBeInTheDocument();
  });
});

describe('PrivacyNotice in Hindi', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('draws the notice again in the language chosen while it is shown, and back', async () => {
    withConfig({ retentionDays: 45 });
    const user = userEvent.setup();
    renderNotice('campus_ambassador');
    const english = noticeOf('campus_ambassador', 45);
    expect(await screen.findByText(english.consent)).toBeInTheDocument();

    await act(async () => {
      await activateLanguage('hi');
    });
    // The shared rules' notice, made again in Hindi; the words around it from the catalogue.
    const hindi = noticeOf('campus_ambassador', 45);
    expect(hindi.title).not.toBe(english.title);
    expect(await screen.findByText(hindi.consent)).toBeInTheDocument();
    expect(screen.queryByText(english.consent)).not.toBeInTheDocument();
    const toggle = (await screen.findByText(/^प्राइवेसी नोटिस/)).closest('summary');
    if (!toggle) throw new Error('no summary');
    expect(toggle).toHaveTextContent(hindi.title);
    expect(toggle).toHaveTextContent('हम क्या लेते हैं, क्यों, और आपके अधिकार');
    await user.click(toggle);
    const details = detailsOf(toggle);
    expect(within(details).getByText('हम क्या जानकारी लेते हैं, और क्यों')).toBeInTheDocument();
    expect(within(details).getByText('यह कब तक रखी जाती है')).toBeInTheDocument();
    expect(within(details).getByText('आपके अधिकार')).toBeInTheDocument();
    expect(within(details).getByText('शिकायत अधिकारी')).toBeInTheDocument();
    expect(within(details).getByText(hindi.retention)).toBeInTheDocument();
    expect(within(details).getByText(`${hindi.version} का नोटिस`)).toBeInTheDocument();

    await act(async () => {
      await activateLanguage('en');
    });
    expect(await screen.findByText(english.consent)).toBeInTheDocument();
    expect(await summary()).toHaveTextContent(english.title);
    expect(screen.getByText('What we collect, and why')).toBeInTheDocument();
  });

  it('says it is loading in Hindi', async () => {
    server.use(http.get(apiPath('/config'), () => new Promise<Response>(() => undefined)));
    await activateLanguage('hi');
    renderNotice('accommodation');
    expect(screen.getByRole('status')).toHaveTextContent('प्राइवेसी नोटिस लोड हो रहा है...');
  });
});

import { File as NodeFile } from 'node:buffer';

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { notify } from '@/lib/toast';

import {
  RULEBOOK_MAX_BYTES,
  RULEBOOK_NOT_PDF,
  RULEBOOK_TOO_LARGE,
  rulebookFileProblem,
} from '../api/upload-rulebook';
import { mockApi, paged, renderPortal, type MockApi, sectionLink } from '../testing/mock-api';

vi.mock('@/lib/toast', () => ({
  notify: { info: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));

let api: MockApi;
/** Whether the server holds an uploaded rulebook for chess. */
let uploaded: boolean;

const chessRulebook = () => ({
  rulebookUrl: uploaded ? '/api/v1/events/chess/rulebook.pdf' : '/rulebook/chess',
  rulebookUploaded: uploaded,
});

beforeEach(() => {
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined); // the stats call fails here
  localStorage.setItem('token', 'admin-token');
  uploaded = false;
  api = mockApi();
  api.on('GET', '/admin/stats', () => new Response(null, { status: 500 }));
  api.on('GET', '/config', () => ({
    googleClientId: null,
    payments: 'razorpay',
    razorpayKeyId: 'k',
  }));
  api.on('GET', '/events', () => ({
    success: true,
    events: [
      { id: 'chess', title: 'Chess', isRegistrationOpen: true, categories: [], ...chessRulebook() },
    ],
  }));
  api.on('GET', '/events/chess/registrations', () => ({
    success: true,
    event: 'chess',
    registrations: [],
    pagination: paged(1, 5, 0),
  }));
  api.on('PUT', '/admin/events/chess/rulebook', () => {
    uploaded = true;
    return { success: true, event: 'chess', ...chessRulebook() };
  });
  api.on('DELETE', '/admin/events/chess/rulebook', () => {
    uploaded = false;
    return { success: true, event: 'chess', ...chessRulebook() };
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The Events tab for `role`; the user does not filter chosen files by `accept` (a browser may not). */
async function openRulebook(role: 'admin' | 'moderator' = 'admin') {
  const view = await renderPortal(role);
  const user = userEvent.setup({ applyAccept: false });
  await user.click(sectionLink('Events'));
  await screen.findByRole('table', { name: 'Chess registrations' });
  return { ...view, user };
}

const group = () => screen.getByRole('group', { name: 'Rulebook' });

/**
 * A file as the file input gives it. Node's own File: the tests' fetch (Node's, under MSW) sends
 * only its own Blobs as they are, where a browser sends any File.
 */
function pdf(name = 'chess-rules.pdf', size?: number, type = 'application/pdf'): File {
  const file = new NodeFile(['%PDF-1.7 chess rules'], name, { type }) as unknown as File;
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('the rulebook in the Events tab', () => {
  it('shows an admin the generated rulebook, its link and the upload', async () => {
    await openRulebook();
    const rulebook = group();
    expect(within(rulebook).getByText('Generated from the catalogue')).toBeVisible();
    const link = within(rulebook).getByRole('link', { name: /View rulebook/ });
    expect(link).toHaveAttribute('href', '/rulebook/chess');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(rulebook).getByLabelText('Upload PDF')).toHaveAttribute(
      'accept',
      'application/pdf',
    );
    expect(
      within(rulebook).queryByRole('button', { name: 'Use generated rulebook' }),
    ).not.toBeInTheDocument();
  });

  it('uploads a PDF as the raw body, then reloads the events', async () => {
    const { user } = await openRulebook();
    const loads = api.callsTo('GET', '/events').length;
    await user.upload(within(group()).getByLabelText('Upload PDF'), pdf());
    await waitFor(() => {
      expect(notify.success).toHaveBeenCalledWith('Rulebook uploaded.');
    });
    const [call] = api.callsTo('PUT', '/admin/events/chess/rulebook');
    expect(call?.body).toBe('%PDF-1.7 chess rules');
    expect(call?.headers.get('Content-Type')).toBe('application/pdf');
    expect(call?.headers.get('Authorization')).toBe('Bearer admin-token');
    await waitFor(() => {
      expect(api.callsTo('GET', '/events').length).toBeGreaterThan(loads);
    });
    expect(await within(group()).findByText('Uploaded file')).toBeVisible();
    expect(within(group()).getByRole('link', { name: /View rulebook/ })).toHaveAttribute(
      'href',
      '/api/v1/events/chess/rulebook.pdf',
    );
    expect(within(group()).getByRole('button', { name: 'Use generated rulebook' })).toBeEnabled();
  });

  it('takes a .pdf file the browser gives no type', async () => {
    const { user } = await openRulebook();
    await user.upload(within(group()).getByLabelText('Upload PDF'), pdf('RULES.PDF', 100, ''));
    await waitFor(() => {
      expect(api.callsTo('PUT', '/admin/events/chess/rulebook')).toHaveLength(1);
    });
    expect(api.callsTo('PUT', '/admin/events/chess/rulebook')[0]?.headers.get('Content-Type')).toBe(
      'application/pdf',
    );
  });

  it('refuses a file that is not a PDF without sending it', async () => {
    const { user } = await openRulebook();
    const input = within(group()).getByLabelText('Upload PDF');
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(within(group()).getByRole('alert')).toHaveTextContent(
      'The rulebook must be a PDF file.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT', '/admin/events/chess/rulebook')).toHaveLength(0);
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('refuses a PDF over 10 MB without sending it', async () => {
    const { user } = await openRulebook();
    await user.upload(
      within(group()).getByLabelText('Upload PDF'),
      pdf('big.pdf', 11 * 1024 * 1024),
    );
    expect(within(group()).getByRole('alert')).toHaveTextContent(
      'The rulebook file must be at most 10 MB.',
    );
    expect(api.callsTo('PUT', '/admin/events/chess/rulebook')).toHaveLength(0);

    // A good file afterwards clears the message and goes up.
    await user.upload(within(group()).getByLabelText('Upload PDF'), pdf());
    await waitFor(() => {
      expect(api.callsTo('PUT', '/admin/events/chess/rulebook')).toHaveLength(1);
    });
    expect(within(group()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks files with the server’s rules and words', () => {
    expect(RULEBOOK_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(RULEBOOK_NOT_PDF).toBe('The rulebook must be a PDF file.');
    expect(RULEBOOK_TOO_LARGE).toBe('The rulebook file must be at most 10 MB.');
    const file = (name: string, type: string, size = 1) => ({ name, type, size });
    expect(rulebookFileProblem(file('a.pdf', 'application/pdf'))).toBeNull();
    expect(rulebookFileProblem(file('a.bin', 'application/pdf'))).toBeNull();
    expect(rulebookFileProblem(file('a.Pdf', ''))).toBeNull();
    expect(rulebookFileProblem(file('a.pdf', 'application/pdf', RULEBOOK_MAX_BYTES))).toBeNull();
    expect(rulebookFileProblem(file('a.docx', 'application/msword'))).toBe(RULEBOOK_NOT_PDF);
    expect(rulebookFileProblem(file('a.pdf', 'application/pdf', RULEBOOK_MAX_BYTES + 1))).toBe(
      RULEBOOK_TOO_LARGE,
    );
  });

  it('disables the controls while the file goes up', async () => {
    let answer: (response: Response) => void = () => undefined;
    api.on(
      'PUT',
      '/admin/events/chess/rulebook',
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const { user } = await openRulebook();
    await user.upload(within(group()).getByLabelText('Upload PDF'), pdf());
    const busy = await within(group()).findByLabelText('Uploading...');
    expect(busy).toBeDisabled();
    expect(group()).toHaveAttribute('aria-busy', 'true');
    answer(
      Response.json({
        success: true,
        event: 'chess',
        rulebookUrl: '/api/v1/events/chess/rulebook.pdf',
        rulebookUploaded: true,
      }),
    );
    expect(await within(group()).findByLabelText('Upload PDF')).toBeEnabled();
  });

  it('toasts the server’s refusal', async () => {
    api.on(
      'PUT',
      '/admin/events/chess/rulebook',
      () =>
        new Response(
          JSON.stringify({ success: false, message: 'The rulebook must be a PDF file.' }),
          {
            status: 400,
          },
        ),
    );
    const { user } = await openRulebook();
    await user.upload(within(group()).getByLabelText('Upload PDF'), pdf('fake.pdf'));
    await waitFor(() => {
      expect(notify.error).toHaveBeenCalledWith('The rulebook must be a PDF file.');
    });
    expect(notify.success).not.toHaveBeenCalled();
    expect(within(group()).getByText('Generated from the catalogue')).toBeVisible();
  });

  it('says a body the server cut off at its limit was too large', async () => {
    api.on('PUT', '/admin/events/chess/rulebook', () => new Response(null, { status: 413 }));
    const { user } = await openRulebook();
    await user.upload(within(group()).getByLabelText('Upload PDF'), pdf());
    await waitFor(() => {
      expect(notify.error).toHaveBeenCalledWith('The rulebook file must be at most 10 MB.');
    });
  });

  it('goes back to the generated rulebook with DELETE', async () => {
    uploaded = true;
    const { user } = await openRulebook();
    expect(within(group()).getByText('Uploaded file')).toBeVisible();
    const loads = api.callsTo('GET', '/events').length;
    await user.click(within(group()).getByRole('button', { name: 'Use generated rulebook' }));
    await waitFor(() => {
      expect(notify.success).toHaveBeenCalledWith('Rulebook reset to the generated one.');
    });
    expect(api.callsTo('DELETE', '/admin/events/chess/rulebook')).toHaveLength(1);
    await waitFor(() => {
      expect(api.callsTo('GET', '/events').length).toBeGreaterThan(loads);
    });
    expect(await within(group()).findByText('Generated from the catalogue')).toBeVisible();
    expect(within(group()).getByRole('link', { name: /View rulebook/ })).toHaveAttribute(
      'href',
      '/rulebook/chess',
    );
    expect(
      within(group()).queryByRole('button', { name: 'Use generated rulebook' }),
    ).not.toBeInTheDocument();
  });

  it('gives a moderator only the link to the rulebook', async () => {
    uploaded = true;
    await openRulebook('moderator');
    const link = screen.getByRole('link', { name: /View rulebook/ });
    expect(link).toHaveAttribute('href', '/api/v1/events/chess/rulebook.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('group', { name: 'Rulebook' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Upload PDF')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Use generated rulebook' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText('Uploaded file')).not.toBeInTheDocument();
  });
});

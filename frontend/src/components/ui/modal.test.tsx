import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { Modal } from './modal';

/** A page with a button opening a dialog, whose own button opens a second dialog over it. */
function Page({
  onOuterClose,
  onInnerClose,
}: {
  onOuterClose?: () => void;
  onInnerClose?: () => void;
}) {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <main>
      <button
        type="button"
        onClick={() => {
          setOuter(true);
        }}
      >
        Open settings
      </button>
      {outer && (
        <Modal
          title="Settings"
          onClose={() => {
            onOuterClose?.();
            setOuter(false);
          }}
        >
          <p>Nothing here is focusable.</p>
          <label>
            Name <input />
          </label>
          <button
            type="button"
            onClick={() => {
              setInner(true);
            }}
          >
            More
          </button>
          {inner && (
            <Modal
              title="More settings"
              onClose={() => {
                onInnerClose?.();
                setInner(false);
              }}
            >
              <button type="button">Inner action</button>
            </Modal>
          )}
        </Modal>
      )}
    </main>
  );
}

describe('Modal', () => {
  it('is a modal <dialog> labelled by its title, whose first focusable element takes the focus', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open settings' }));

    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('closes with Escape through onClose, and the focus goes back to the opener', async () => {
    const user = userEvent.setup();
    const onOuterClose = vi.fn();
    render(<Page onOuterClose={onOuterClose} />);
    const opener = screen.getByRole('button', { name: 'Open settings' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(onOuterClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('stays open when the caller keeps rendering it after Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Modal title="Busy" onClose={onClose}>
        <button type="button">Wait</button>
      </Modal>,
    );
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    const dialog = screen.getByRole('dialog', { name: 'Busy' });
    expect(dialog).toHaveAttribute('open');
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    const more = screen.getByRole('button', { name: 'More' });

    await user.tab();
    expect(more).toHaveFocus();
    await user.tab();
    expect(name).toHaveFocus();
    await user.tab({ shift: true });
    expect(more).toHaveFocus();
  });

  it('sits a nested dialog on top: Escape closes the top one only, each giving the focus back', async () => {
    const user = userEvent.setup();
    const onOuterClose = vi.fn();
    const onInnerClose = vi.fn();
    render(<Page onOuterClose={onOuterClose} onInnerClose={onInnerClose} />);
    const opener = screen.getByRole('button', { name: 'Open settings' });
    await user.click(opener);
    const more = screen.getByRole('button', { name: 'More' });
    await user.click(more);

    expect(screen.getByRole('dialog', { name: 'More settings' })).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Inner action' })).toHaveFocus();
    // Tab stays in the dialog on top.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Inner action' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(onInnerClose).toHaveBeenCalledTimes(1);
    expect(onOuterClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'More settings' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Settings' })).toHaveAttribute('open');
    expect(more).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(onOuterClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

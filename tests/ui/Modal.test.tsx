import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import lt from '../../messages/lt.json';
import { Modal, preloadModal } from '../../src/ui/Modal/Modal';
import { QuestionDialog } from '../../src/ui/Modal/QuestionDialog';

/**
 * The kit's Modal (its dialog's code arrives on first open, hence the findBy): a plain one is dismissed by Escape, a press outside or its close button; a
 * mandatory one (the terms consent, docs/rules.md §2) by none of them: it has no close button and
 * never even asks its owner to close.
 */
function Harness({ isMandatory, onClose }: { isMandatory: boolean; onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <IntlProvider locale="lt" messages={lt}>
      <button type="button">Puslapis</button>
      <Modal
        title="Langas"
        isOpen={open}
        isMandatory={isMandatory}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <button type="button">Viduje</button>
      </Modal>
    </IntlProvider>
  );
}

/** The modal's underlay: the overlay around the modal box, outside the dialog. */
const underlay = () => {
  const outside = screen.getByRole('dialog').parentElement?.parentElement;
  if (!outside) throw new Error('the modal has no underlay');
  return outside;
};

describe('Modal', () => {
  // the first import of react-aria's dialog is transformed on the spot, slower than findBy waits
  beforeAll(async () => {
    await preloadModal();
  });

  it('closes on Escape, on a press outside and with its close button', async () => {
    const onClose = vi.fn();
    const { unmount } = render(<Harness isMandatory={false} onClose={onClose} />);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();

    render(<Harness isMandatory={false} onClose={onClose} />);
    await screen.findByRole('dialog');
    await userEvent.click(underlay());
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();

    render(<Harness isMandatory={false} onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Uždaryti' }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('when mandatory: no close button, and Escape or a press outside never asks to close', async () => {
    const onClose = vi.fn();
    render(<Harness isMandatory onClose={onClose} />);
    // the dialog's code loads on first open (src/ui/Modal/Modal.tsx)
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Uždaryti' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Viduje' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(underlay());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Langas' })).toBeInTheDocument();
  });
});

describe('QuestionDialog', () => {
  beforeAll(async () => {
    await preloadModal();
  });

  const question = (props: { isPending?: boolean; onNo: () => void; onYes: () => void }) => (
    <IntlProvider locale="lt" messages={lt}>
      <QuestionDialog
        title="Atsijungti?"
        isOpen
        text="Laikai bus atlaisvinti."
        no="Likti"
        yes="Atsijungti"
        {...props}
      />
    </IntlProvider>
  );

  it('asks in words, answers no or yes, and counts Escape as no', async () => {
    const onNo = vi.fn();
    const onYes = vi.fn();
    render(question({ onNo, onYes }));
    const dialog = await screen.findByRole('dialog', { name: 'Atsijungti?' });
    expect(dialog).toHaveTextContent('Laikai bus atlaisvinti.');
    const [no, yes] = screen.getAllByRole('button').filter((b) => b.textContent !== '');
    expect([no?.textContent, yes?.textContent]).toEqual(['Likti', 'Atsijungti']);
    await userEvent.click(screen.getByRole('button', { name: 'Atsijungti' }));
    expect(onYes).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Likti' }));
    await userEvent.keyboard('{Escape}');
    expect(onNo).toHaveBeenCalledTimes(2);
  });

  it('while yes is under way: yes keeps focus and ignores presses, no is off', async () => {
    const onNo = vi.fn();
    const onYes = vi.fn();
    render(question({ isPending: true, onNo, onYes }));
    const yes = await screen.findByRole('button', { name: 'Atsijungti' });
    expect(yes).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(yes);
    expect(onYes).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Likti' })).toBeDisabled();
  });
});

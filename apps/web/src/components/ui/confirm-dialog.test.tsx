import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { ModalDialog } from './dialog';

/** A detail dialog with a Delete button that asks first, as the comments do inside the title detail. */
function DetailWithQuestion({ onDelete, onCloseDetail }: { onDelete: () => void; onCloseDetail: () => void }) {
  const [asking, setAsking] = useState(false);
  return (
    <ModalDialog labelledBy="detail-heading" onClose={onCloseDetail}>
      <h2 id="detail-heading">The Godfather</h2>
      <button type="button" onClick={() => setAsking(true)}>
        Delete
      </button>
      {asking && (
        <ConfirmDialog
          title="Delete comment"
          message="Are you sure you want to delete this comment?"
          confirmLabel="Delete"
          cancelLabel="Cancel"
          onConfirm={() => {
            onDelete();
            setAsking(false);
          }}
          onCancel={() => setAsking(false)}
        />
      )}
    </ModalDialog>
  );
}

function open() {
  const onDelete = vi.fn();
  const onCloseDetail = vi.fn();
  render(<DetailWithQuestion onDelete={onDelete} onCloseDetail={onCloseDetail} />);
  const user = userEvent.setup({ delay: null });
  const detail = screen.getByRole('dialog', { name: 'The Godfather' });
  return { user, detail, onDelete, onCloseDetail };
}

describe('ConfirmDialog over another dialog', () => {
  it('is an alert dialog named by its title and described by its question, with focus on Cancel', async () => {
    const { user, detail } = open();
    await user.click(within(detail).getByRole('button', { name: 'Delete' }));
    const question = screen.getByRole('alertdialog', { name: 'Delete comment' });
    expect(question.getAttribute('aria-modal')).toBe('true');
    const describedBy = question.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Are you sure you want to delete this comment?');
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Cancel' }));
  });

  it('keeps Tab between its two buttons, and Escape closes only the question, focus back on Delete', async () => {
    const { user, detail, onDelete, onCloseDetail } = open();
    const opener = within(detail).getByRole('button', { name: 'Delete' });
    await user.click(opener);
    const question = screen.getByRole('alertdialog', { name: 'Delete comment' });
    const cancel = within(question).getByRole('button', { name: 'Cancel' });
    const confirm = within(question).getByRole('button', { name: 'Delete' });

    await user.tab();
    expect(document.activeElement).toBe(confirm);
    await user.tab();
    expect(document.activeElement).toBe(cancel);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(confirm);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'The Godfather' })).toBeTruthy();
    expect(onCloseDetail).not.toHaveBeenCalled();
    expect(onDelete).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(opener);

    // The detail answers Escape again once the question is gone.
    await user.keyboard('{Escape}');
    expect(onCloseDetail).toHaveBeenCalledOnce();
  });

  it('confirms with its Delete button', async () => {
    const { user, detail, onDelete } = open();
    await user.click(within(detail).getByRole('button', { name: 'Delete' }));
    const question = screen.getByRole('alertdialog', { name: 'Delete comment' });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

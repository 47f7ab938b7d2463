import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

function Harness({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  const change = (next: boolean) => {
    onOpenChange?.(next);
    setOpen(next);
  };
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Dialog open={open} onOpenChange={change} title="Settings" description="Choose what you like" closeLabel="Close">
        <input aria-label="Name" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is named by its title and described by its description while open, and absent while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(dialog).toHaveAccessibleDescription('Choose what you like');
    expect(dialog).toHaveAttribute('open');
  });

  it('asks its owner to close on Escape (the cancel event), on the close button and on the backdrop, not on its content', () => {
    const onOpenChange = vi.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    const open = () => fireEvent.click(screen.getByRole('button', { name: 'Open' }));

    open();
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      screen.getByRole('dialog').dispatchEvent(cancel);
    });
    expect(cancel.defaultPrevented).toBe(true);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();

    open();
    fireEvent.click(screen.getByRole('textbox', { name: 'Name' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();

    open();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange).toHaveBeenCalledTimes(3);
  });

  it('gives focus back to what had it when it closes', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    screen.getByRole('textbox', { name: 'Name' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(opener).toHaveFocus();
  });

  it('opening by itself (not from a click), becomes modal in the next task and shows nothing before', () => {
    vi.useFakeTimers();
    try {
      render(
        <Dialog open opensByItself onOpenChange={() => {}} title="Welcome" closeLabel="Close">
          <p>Hello</p>
        </Dialog>,
      );
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.querySelector('dialog')).not.toHaveAttribute('open');
      act(() => {
        vi.runAllTimers();
      });
      expect(screen.getByRole('dialog', { name: 'Welcome' })).toHaveAttribute('open');
    } finally {
      vi.useRealTimers();
    }
  });
});

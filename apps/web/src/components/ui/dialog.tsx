import { X } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { cn } from './cn';

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  children: ReactNode;
  className?: string;
  /**
   * For a dialog that opens by itself, not from a click (the first-visit welcome): it becomes modal
   * in the task after React has drawn it. Making a page modal lays all of it out again, so a phone
   * then gets two short tasks instead of one long one. Closed until then, it shows nothing.
   */
  opensByItself?: boolean;
};

/**
 * A modal dialog on the browser's own `<dialog>`: shown with showModal(), so the page behind is
 * inert and focus stays inside without script; Escape and a click on the backdrop close it; focus
 * returns to where it was. Page scrolling stops while it is open (styles.css).
 */
export function Dialog({ open, onOpenChange, title, description, closeLabel, children, className, opensByItself = false }: DialogProps) {
  if (!open) return null;
  return (
    <OpenDialog
      onClose={() => onOpenChange(false)}
      title={title}
      description={description}
      closeLabel={closeLabel}
      className={className}
      opensByItself={opensByItself}
    >
      {children}
    </OpenDialog>
  );
}

type OpenDialogProps = Omit<DialogProps, 'open' | 'onOpenChange'> & { onClose: () => void };

function OpenDialog({ onClose, title, description, closeLabel, children, className, opensByItself }: OpenDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let later: number | undefined;
    if (opensByItself) later = window.setTimeout(() => dialog.showModal(), 0);
    else dialog.showModal();
    // Escape: the owner decides whether it closes (the dialog stays controlled).
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      window.clearTimeout(later);
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      if (returnFocus?.isConnected) returnFocus.focus();
    };
  }, [opensByItself]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // The dialog box has no padding of its own, so a click whose target is the <dialog> itself
      // landed on the backdrop around it.
      onClick={(event) => event.target === event.currentTarget && close.current()}
      className={cn(
        'm-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl border border-[var(--border)] bg-[var(--card)] p-0 text-[var(--fg)] shadow-2xl backdrop:bg-slate-950/50 backdrop:backdrop-blur-sm',
        className,
      )}
    >
      <div className="relative p-6">
        <h2 id={titleId} className="pr-8 text-xl font-semibold">
          {title}
        </h2>
        <p id={descriptionId} className={description ? 'mt-1 text-sm text-[var(--fg-muted)]' : 'sr-only'}>
          {description ?? title}
        </p>
        <div className="mt-5">{children}</div>
        <button
          type="button"
          onClick={() => close.current()}
          className="absolute top-4 right-4 rounded-md p-1.5 text-[var(--fg-muted)] hover:bg-[var(--bg-subtle)]"
          aria-label={closeLabel}
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
    </dialog>
  );
}

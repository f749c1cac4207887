import { useEffect, useRef, type ReactNode } from 'react';

interface ModalDialogProps {
  open: boolean;
  titleId: string;
  children: ReactNode;
  /** Escape or a click on the backdrop; omit to keep the dialog open until the page closes it. */
  onDismiss?: () => void;
  /** Escape; defaults to onDismiss. */
  onEscape?: () => void;
  busy?: boolean;
  /**
   * Where focus goes once the dialog closes, when not back to where it was: the element that opened it
   * may be gone or disabled by then (a button disabled while a check runs), and focus would fall to the page.
   */
  returnFocusTo?: () => HTMLElement | null | undefined;
}

/** A native modal <dialog>: the browser traps focus, makes the page behind it inert and handles Escape. */
export function ModalDialog({ open, titleId, children, onDismiss, onEscape, busy, returnFocusTo }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      dialog.close();
      returnFocusTo?.()?.focus();
    }
    // A new returnFocusTo each render re-runs this harmlessly: it acts only when open and the dialog differ.
  }, [open, returnFocusTo]);

  return (
    // Escape (onCancel) is the keyboard way to do what a backdrop click does.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      className="m-auto w-[min(92vw,28rem)] rounded-lg bg-white p-0 text-slate-900 shadow-xl"
      onCancel={(event) => {
        event.preventDefault();
        (onEscape ?? onDismiss)?.();
      }}
      onClick={(event) => {
        // A click on the dialog element itself, outside its content, is a click on the backdrop.
        if (event.target === ref.current) onDismiss?.();
      }}
    >
      <div className="p-6">{children}</div>
    </dialog>
  );
}

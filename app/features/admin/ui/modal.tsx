/**
 * A modal on the native <dialog> (showModal: top layer, the page behind inert, Escape closes, focus
 * moves in and comes back to what opened it). Native rather than Radix: Radix's internals are shared
 * with the storefront's lazily loaded toaster, and sharing them would re-split public chunks (decision 013).
 */
import { useEffect, useRef, type ReactNode } from "react";
import { cn } from "~/lib/utils";

type Props = {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  describedBy?: string;
  role?: "dialog" | "alertdialog";
  className?: string;
  children: ReactNode;
};

export function Modal({ open, onClose, labelledBy, describedBy, role = "dialog", className, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // Into the form at once (its first field), rather than onto the close button.
      const first = dialog.querySelector<HTMLElement>(
        "[data-autofocus], input:not([type=hidden]):not([readonly]):not([type=search]), select, textarea",
      );
      // An alert dialog starts on its least harmful answer, which it marks with data-autofocus.
      const start = role === "alertdialog" ? dialog.querySelector<HTMLElement>("[data-autofocus]") : first;
      start?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, role]);

  return (
    // The backdrop press below is a mouse shortcut; Escape (onCancel) and the close button do the same from the keyboard.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see the line above
    <dialog
      ref={ref}
      role={role === "alertdialog" ? "alertdialog" : undefined}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        if (opener.current?.isConnected) opener.current.focus();
      }}
      onMouseDown={(event) => {
        // A press on the backdrop (the dialog element itself, outside its box) closes it.
        if (event.target === ref.current) {
          const box = ref.current.getBoundingClientRect();
          const inside =
            event.clientX >= box.left &&
            event.clientX <= box.right &&
            event.clientY >= box.top &&
            event.clientY <= box.bottom;
          if (!inside) onClose();
        }
      }}
      className={cn(
        "bg-cream-50 text-coffee-800 shadow-2xl outline-none backdrop:bg-coffee-900/45 open:animate-[fade-in_150ms_ease-out]",
        className,
      )}
    >
      {open ? children : null}
    </dialog>
  );
}

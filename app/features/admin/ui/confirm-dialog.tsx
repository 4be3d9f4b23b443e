import { useId } from "react";
import { Button } from "~/components/ui/button";
import { Modal } from "./modal";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: () => void;
};

/** Asks before something that cannot be undone (a delete). Cancel has the focus first. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pending = false,
  onConfirm,
}: Props) {
  const id = useId();
  return (
    <Modal
      open={open}
      onClose={() => onOpenChange(false)}
      role="alertdialog"
      labelledBy={`${id}-title`}
      describedBy={`${id}-description`}
      className="w-[calc(100%-2rem)] max-w-md rounded-3xl p-6"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {title}
      </h2>
      <p id={`${id}-description`} className="mt-2 text-sm text-coffee-600">
        {description}
      </p>
      <div className="mt-6 flex justify-end gap-3">
        <Button type="button" variant="outline" data-autofocus onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="button" variant="accent" disabled={pending} onClick={onConfirm}>
          {pending ? "Working..." : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}

import X from "lucide-react/icons/x";
import { useId, type ReactNode } from "react";
import { cn } from "~/lib/utils";
import { Modal } from "./modal";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** Wide forms (products) get more room on a laptop. */
  size?: "md" | "lg";
};

/** A side panel for editing one record, sliding in from the right; the whole width on a narrow tablet. */
export function Sheet({ open, onOpenChange, title, description, children, size = "md" }: Props) {
  const id = useId();
  return (
    <Modal
      open={open}
      onClose={() => onOpenChange(false)}
      labelledBy={`${id}-title`}
      describedBy={description ? `${id}-description` : undefined}
      className={cn("m-0 ml-auto h-dvh max-h-none w-full p-0", size === "lg" ? "max-w-3xl" : "max-w-xl")}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-start justify-between gap-4 border-b border-coffee-800/10 px-6 py-4">
          <div>
            <h2 id={`${id}-title`} className="text-xl font-semibold">
              {title}
            </h2>
            {description ? (
              <p id={`${id}-description`} className="mt-0.5 text-sm text-coffee-500">
                {description}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            className="-mr-2 rounded-full p-2 text-coffee-500 hover:bg-coffee-800/5 hover:text-coffee-800"
            aria-label="Close"
          >
            <X aria-hidden className="size-5" />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
      </div>
    </Modal>
  );
}

/** The sticky row of buttons at the bottom of a sheet's form. */
export function SheetFooter({ children }: { children: ReactNode }) {
  return (
    <div className="sticky bottom-0 flex flex-wrap items-center justify-end gap-3 border-t border-coffee-800/10 bg-cream-50/95 px-6 py-4">
      {children}
    </div>
  );
}

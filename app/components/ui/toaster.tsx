import X from "lucide-react/icons/x";
import { Toast } from "radix-ui";
import { dismissToast, useToastState } from "~/lib/toast";
import { cn } from "~/lib/utils";

export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

/** Radix Toast: 5 s, pause on hover or focus, swipe right 50 px, F8. */
export function Toaster() {
  const state = useToastState();
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notification"
    >
      {state ? (
        <Toast.Root
          key={state.id}
          data-toast={state.variant ?? "default"}
          open={state.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(state.id);
          }}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-10 shadow-xl",
            "data-[state=open]:animate-[toast-in_200ms_ease-out] data-[state=closed]:animate-[toast-out_150ms_ease-in]",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-[toast-swipe-out_150ms_ease-out]",
            state.variant === "destructive"
              ? "border-terracotta-600 bg-terracotta-600 text-white"
              : "border-coffee-800/10 bg-white text-coffee-800",
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{state.title}</Toast.Title>
            {state.description ? (
              <Toast.Description
                className={cn("text-sm", state.variant === "destructive" ? "text-white/90" : "text-coffee-500")}
              >
                {state.description}
              </Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label="Close"
            className="absolute right-2 top-2 rounded-full p-1.5 opacity-70 hover:opacity-100"
          >
            <X aria-hidden className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ) : null}
      {/* Top on phones, where the bottom holds the main buttons; bottom right on larger screens. */}
      <Toast.Viewport
        className="fixed right-0 top-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none sm:bottom-0 sm:top-auto print:hidden"
        hotkey={["F8"]}
      />
    </Toast.Provider>
  );
}

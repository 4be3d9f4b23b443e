/**
 * One toast at a time: a new toast replaces the one showing (a limit of 1). Any module can
 * call `toast()`; the <Toaster /> in the root layout renders it with Radix Toast.
 */
import { useSyncExternalStore } from "react";

export type ToastInput = { title: string; description?: string; variant?: "default" | "destructive" };
export type ToastState = ToastInput & { id: number; open: boolean };

let current: ToastState | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): void {
  current = { ...input, id: nextId++, open: true };
  emit();
}

export function dismissToast(id: number): void {
  if (current?.id !== id) return;
  current = { ...current, open: false };
  emit();
}

export function useToastState(): ToastState | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}

/** Lists, saves and deletes against `/api/admin`, with the panel's toasts; every change refreshes the lists. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { toast } from "~/lib/toast";
import { ApiError, errorMessage } from "~/lib/api";
import { adminApi, isUnauthorized } from "./api";

export const adminKey = (...parts: (string | number | undefined)[]) => [
  "admin",
  ...parts.filter((part) => part !== undefined && part !== ""),
];

export function useAdminQuery<T>(path: string, key: (string | number | undefined)[] = [path]) {
  return useQuery({ queryKey: adminKey(...key), queryFn: () => adminApi.get<T>(path) });
}

/** After any change: every admin list and figure is refetched when next shown (the open ones now). */
export function useRefreshAdmin() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: ["admin"] }), [client]);
}

export function failureToast(error: unknown, fallback: string) {
  if (isUnauthorized(error)) return;
  toast({ variant: "destructive", title: "Error", description: errorMessage(error, fallback) });
}

type SaveArgs = { id?: number | string; values: unknown };

/**
 * Creates (POST) or updates (PUT …/:id) one record. `label` names it in the toasts:
 * "Product updated successfully", "Café created successfully".
 */
export function useSaveEntity<T>({ path, label, updatedText }: { path: string; label: string; updatedText?: string }) {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ id, values }: SaveArgs) =>
      id === undefined ? adminApi.post<T>(path, values) : adminApi.put<T>(`${path}/${id}`, values),
    onSuccess: async (_saved, { id }) => {
      toast({
        title: id === undefined ? `${label} created successfully` : (updatedText ?? `${label} updated successfully`),
      });
      await refresh();
    },
  });
}

/** Deletes one record: "{type} deleted successfully", or the server's own words when it did something else (deactivated). */
export function useDeleteEntity({ path, label }: { path: string; label: string }) {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (id: number | string) =>
      adminApi.delete<{ deactivated?: boolean; message?: string } | null>(`${path}/${id}`),
    onSuccess: async (answer) => {
      if (answer?.deactivated) toast({ title: `${label} deactivated`, description: answer.message });
      else toast({ title: `${label} deleted successfully` });
      await refresh();
    },
    onError: (error) => failureToast(error, `Failed to delete ${label.toLowerCase()}`),
  });
}

export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fieldErrors : {};
}

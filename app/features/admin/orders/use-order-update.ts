import { useMutation } from "@tanstack/react-query";
import type { OrderPatch } from "@domain/admin/orders";
import type { OrderView } from "@domain/orders";
import { toast } from "~/lib/toast";
import { adminApi, isUnauthorized } from "../api";
import { useRefreshAdmin } from "../use-admin-data";

/** PATCH /api/admin/orders/:id with its two toasts, word for word as the admin e2e tests read them. */
export function useOrderUpdate() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: OrderPatch }) => adminApi.patch<OrderView>(`/orders/${id}`, patch),
    onSuccess: async () => {
      toast({ title: "Order Updated", description: "Order status has been updated successfully" });
      await refresh();
    },
    onError: (error) => {
      if (!isUnauthorized(error))
        toast({ variant: "destructive", title: "Error", description: "Failed to update order" });
    },
  });
}

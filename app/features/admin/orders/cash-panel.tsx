/** A cash-on-delivery order's outcome from the courier (decision 085): collected, or returned to origin. */
import { useMutation } from "@tanstack/react-query";
import Banknote from "lucide-react/icons/banknote";
import Undo2 from "lucide-react/icons/undo-2";
import type { OrderView } from "@domain/orders";
import { Button } from "~/components/ui/button";
import { errorMessage } from "~/lib/api";
import { adminApi } from "../api";
import { toast } from "~/lib/toast";
import { formatPaise } from "../format";
import { useRefreshAdmin } from "../use-admin-data";

export function CashPanel({ order, onChanged }: { order: OrderView; onChanged: (order: OrderView) => void }) {
  const refresh = useRefreshAdmin();
  const settle = useMutation({
    mutationFn: (outcome: "collected" | "returned") =>
      adminApi.post<OrderView>(`/orders/${order.id}/cash`, { outcome }),
    onSuccess: async (next, outcome) => {
      toast({
        title: outcome === "collected" ? "Cash collected" : "Returned to origin",
        description:
          outcome === "collected"
            ? `${formatPaise(next.totalPaise)} for order ${order.orderNumber}`
            : `Order ${order.orderNumber} cancelled; its bags are back in stock`,
      });
      await refresh();
      onChanged(next);
    },
    onError: (error) => toast({ variant: "destructive", title: "Error", description: errorMessage(error, "Failed") }),
  });
  return (
    <section className="space-y-3 rounded-2xl border border-coffee-800/10 bg-white p-4">
      <h3 className="font-sans text-xs font-bold uppercase tracking-wider text-coffee-400">Cash on delivery</h3>
      <p className="text-sm">
        The courier collects {formatPaise(order.totalPaise)} (fee {formatPaise(order.codFeePaise)} + GST included).
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="accent" disabled={settle.isPending} onClick={() => settle.mutate("collected")}>
          <Banknote aria-hidden /> Mark cash collected
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={settle.isPending}
          onClick={() => {
            if (
              window.confirm(
                `Order ${order.orderNumber} came back undelivered? It will be cancelled and its bags put back.`,
              )
            )
              settle.mutate("returned");
          }}
        >
          <Undo2 aria-hidden /> Returned to origin
        </Button>
      </div>
    </section>
  );
}

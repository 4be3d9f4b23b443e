import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { SlipOrder } from "@domain/packing-slip";
import { Button, buttonVariants } from "~/components/ui/button";
import { ApiError } from "~/lib/api";
import { AdminLoading } from "../admin-loading";
import { adminApi, isUnauthorized } from "../api";
import { clearAdminToken, readAdminToken } from "../session";
import { PackingSlip } from "./packing-slip";

type Load = { state: "loading" } | { state: "failed"; message: string } | { state: "ready"; orders: SlipOrder[] };

/**
 * `/admin/print/slips?orders=12,13` or `?ready=1`: the packing slips and address labels to print, fetched
 * with the admin's token like every tab (decision 013); without a good token, to the sign-in page.
 */
export function SlipsPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ready = params.get("ready") === "1";
  const query = ready ? "ready=1" : `orders=${encodeURIComponent(params.get("orders") ?? "")}`;
  const [load, setLoad] = useState<Load>({ state: "loading" });

  useEffect(() => {
    if (readAdminToken() === null) {
      void navigate("/admin/login", { replace: true });
      return;
    }
    let live = true;
    adminApi.get<SlipOrder[]>(`/orders/slips?${query}`).then(
      (orders) => live && setLoad({ state: "ready", orders }),
      (error: unknown) => {
        if (!live) return;
        if (isUnauthorized(error)) {
          clearAdminToken();
          void navigate("/admin/login", { replace: true, state: { sessionEnded: true } });
          return;
        }
        const message = error instanceof ApiError ? error.serverMessage : undefined;
        setLoad({ state: "failed", message: message ?? "The slips could not be loaded. Try again." });
      },
    );
    return () => {
      live = false;
    };
  }, [query, navigate]);

  if (load.state === "loading") return <AdminLoading label="Loading packing slips..." />;
  const count = load.state === "ready" ? load.orders.length : 0;
  return (
    <div data-admin-area className="min-h-dvh bg-cream-100 px-4 py-6 print:bg-white print:p-0">
      <div className="mx-auto mb-6 flex max-w-3xl flex-wrap items-center justify-between gap-3 print:hidden">
        <div>
          <h1 className="text-2xl font-semibold">{ready ? "Orders ready to ship" : "Packing slip"}</h1>
          <p className="text-sm text-coffee-500" role="status">
            {load.state === "failed"
              ? load.message
              : count === 0
                ? "No orders are waiting to ship."
                : `${count} ${count === 1 ? "slip" : "slips"} with address labels, one order a page.`}
          </p>
        </div>
        <div className="flex gap-2">
          <Link className={buttonVariants({ variant: "outline" })} to="/admin?tab=orders">
            Back to Orders
          </Link>
          <Button type="button" variant="primary" disabled={count === 0} onClick={() => window.print()}>
            Print
          </Button>
        </div>
      </div>
      {load.state === "ready" && count > 0 ? (
        <div className="slips">
          {load.orders.map((order) => (
            <PackingSlip key={order.id} order={order} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

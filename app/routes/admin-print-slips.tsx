/** Packing slips and address labels to print (decision 151): rendered in the browser only, like the admin. */
import "~/features/admin/admin.css";
import "~/features/admin/print/print.css";
import { AdminLoading } from "~/features/admin/admin-loading";
import { SlipsPage } from "~/features/admin/print/slips-page";
import { useHydrated } from "~/lib/use-hydrated";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/admin-print-slips";

export function meta({ matches }: Route.MetaArgs) {
  const origin = (matches[0]?.data as { origin?: string } | undefined)?.origin ?? "";
  return pageMeta({ title: "Packing Slips · Admin", path: "/admin/print/slips", origin, noindex: true });
}

export default function AdminPrintSlips() {
  return useHydrated() ? <SlipsPage /> : <AdminLoading label="Loading packing slips..." />;
}

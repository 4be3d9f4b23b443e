/**
 * The admin panel. Rendered in the browser only: the server sends "Loading admin panel...", the
 * browser checks the token with the server and sends anyone without a valid one to /admin/login.
 */
import "~/features/admin/admin.css";
import { AdminLoading } from "~/features/admin/admin-loading";
import { AdminPanel } from "~/features/admin/shell/admin-panel";
import { useHydrated } from "~/lib/use-hydrated";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/admin";

export function meta({ matches }: Route.MetaArgs) {
  const origin = (matches[0]?.data as { origin?: string } | undefined)?.origin ?? "";
  return pageMeta({ title: "Admin", path: "/admin", origin, noindex: true });
}

export default function Admin() {
  return useHydrated() ? <AdminPanel /> : <AdminLoading />;
}

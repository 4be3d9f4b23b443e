/**
 * The admin panel. Rendered in the browser only: the server sends "Loading admin panel...", the
 * browser checks the token with the server and sends anyone without a valid one to /admin/login.
 */
import "~/features/admin/admin.css";
import { AdminLoading } from "~/features/admin/admin-loading";
import { AdminPanel } from "~/features/admin/shell/admin-panel";
import { ADMIN_TABS } from "~/features/admin/shell/tabs";
import { useHydrated } from "~/lib/use-hydrated";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/admin";

export function meta({ matches, location }: Route.MetaArgs) {
  const origin = (matches[0]?.data as { origin?: string } | undefined)?.origin ?? "";
  // Each tab its own title ("Orders · Admin"), so the browser's tabs and history tell them apart.
  const tab = ADMIN_TABS.find((t) => t.id === new URLSearchParams(location.search).get("tab")) ?? ADMIN_TABS[0];
  return pageMeta({ title: `${tab.label} · Admin`, path: "/admin", origin, noindex: true });
}

export default function Admin() {
  return useHydrated() ? <AdminPanel /> : <AdminLoading />;
}

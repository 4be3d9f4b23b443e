/**
 * Admin sign-in. Rendered in the browser only (the server sends the loading view), so that none of
 * the admin's code reaches the public pages; its stylesheet is linked on the admin's routes alone.
 */
import "~/features/admin/admin.css";
import { AdminLoading } from "~/features/admin/admin-loading";
import { LoginPage } from "~/features/admin/login/login-page";
import { useHydrated } from "~/lib/use-hydrated";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/admin-login";

export function meta({ matches }: Route.MetaArgs) {
  const origin = (matches[0]?.data as { origin?: string } | undefined)?.origin ?? "";
  return pageMeta({ title: "Admin Sign In", path: "/admin/login", origin, noindex: true });
}

export default function AdminLogin() {
  return useHydrated() ? <LoginPage /> : <AdminLoading label="Loading..." />;
}

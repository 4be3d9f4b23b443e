import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/admin-login";

export function loader({ context }: Route.LoaderArgs) {
  return { origin: context.origin };
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({ title: "Admin Sign In", path: "/admin/login", origin: data?.origin ?? "", noindex: true });
}

export default function AdminLogin() {
  return (
    <section className="mx-auto max-w-md px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-semibold">Admin Sign In</h1>
      <p className="mt-4 text-coffee-600">The shop's admin area is being set up. The admin account printed when the shop first started will sign in here.</p>
    </section>
  );
}

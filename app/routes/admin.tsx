import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/admin";

export function loader({ context }: Route.LoaderArgs) {
  return { origin: context.origin };
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({ title: "Admin", path: "/admin", origin: data?.origin ?? "", noindex: true });
}

export default function Admin() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-semibold">Admin</h1>
      <p className="mt-4 text-coffee-600">The admin panel is being set up.</p>
    </section>
  );
}

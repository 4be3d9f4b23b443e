import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/checkout";

export function loader({ context }: Route.LoaderArgs) {
  return { origin: context.origin };
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({ title: "Checkout", path: "/checkout", origin: data?.origin ?? "", noindex: true });
}

export default function Page() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-semibold">Checkout</h1>
    </section>
  );
}

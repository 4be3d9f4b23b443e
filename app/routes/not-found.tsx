import { data } from "react-router";
import { NotFoundView } from "~/components/layout/not-found-view";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/not-found";

export function loader({ context, request }: Route.LoaderArgs) {
  return data({ origin: context.origin, path: new URL(request.url).pathname }, { status: 404 });
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({ title: "404 Page Not Found", path: data?.path ?? "/", origin: data?.origin ?? "", noindex: true });
}

export default function NotFound() {
  return <NotFoundView />;
}

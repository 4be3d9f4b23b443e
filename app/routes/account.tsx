import { AccountPage } from "~/features/account/account-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/account";

export function loader({ context }: Route.LoaderArgs) {
  return { origin: context.origin };
}

/** Signing in and out changes only what the page fetches; its own data (the origin) stays the same. */
export function shouldRevalidate() {
  return false;
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({ title: "Your Account", path: "/account", origin: data?.origin ?? "", noindex: true });
}

export default function Account() {
  return <AccountPage />;
}

import { redirect } from "react-router";
import type { Route } from "./+types/social";

const PROFILES: Record<string, string> = {
  "/instagram": "https://www.instagram.com/beanandbhumi",
  "/facebook": "https://www.facebook.com/beanandbhumi",
  "/twitter": "https://x.com/beanandbhumi",
};

/** The footer's social paths send the visitor on to our profiles. */
export function loader({ request }: Route.LoaderArgs) {
  const target = PROFILES[new URL(request.url).pathname];
  if (!target) throw new Response("Not found", { status: 404 });
  return redirect(target, 302);
}

import { QueryClientProvider, useQueries, useQuery } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { AdminLoading } from "../admin-loading";
import { adminApi, isUnauthorized, type AdminMe } from "../api";
import { createAdminQueryClient } from "../query-client";
import { clearAdminToken, readAdminToken } from "../session";
import { adminKey } from "../use-admin-data";
import { AdminShell } from "./admin-shell";

/** The lists loaded with the panel (coffees, cafés, moods, home content): "Loading admin panel..." until they arrive. */
const FIRST_LISTS = ["/coffees", "/cafes", "/moods", "/home-content"] as const;

export function AdminPanel() {
  const navigate = useNavigate();
  const [client] = useState(() =>
    createAdminQueryClient(() => {
      // Any 401: the session is over (expired, revoked, signed out elsewhere).
      clearAdminToken();
      client.clear();
      void navigate("/admin/login", { replace: true, state: { sessionEnded: true } });
    }),
  );
  return (
    <QueryClientProvider client={client}>
      <SessionGate />
    </QueryClientProvider>
  );
}

/** No token: to the sign-in page. A token: the server says whether it is still good (GET /me). */
function SessionGate() {
  const navigate = useNavigate();
  const hasToken = readAdminToken() !== null;
  // Only a visit that starts without a token is sent to sign in from here. When a stale token's 401 clears
  // it, the client's handler has already sent the owner there with "Your session has ended" (issue 16);
  // a second, plain redirect from here would drop that message.
  const [startedWithout] = useState(!hasToken);
  useEffect(() => {
    if (startedWithout) void navigate("/admin/login", { replace: true });
  }, [startedWithout, navigate]);
  const me = useQuery({ queryKey: adminKey("/me"), queryFn: () => adminApi.get<AdminMe>("/me"), enabled: hasToken });

  if (me.data) return <FirstLoad>{<AdminShell me={me.data} />}</FirstLoad>;
  if (me.isError && !isUnauthorized(me.error))
    return (
      <div
        data-admin-area
        role="alert"
        className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-cream-100 px-6 text-center"
      >
        <p className="text-lg font-semibold">The admin could not reach the shop's server.</p>
        <Button type="button" onClick={() => void me.refetch()}>
          Try again
        </Button>
      </div>
    );
  return <AdminLoading />;
}

function FirstLoad({ children }: { children: ReactNode }) {
  const results = useQueries({
    queries: FIRST_LISTS.map((path) => ({ queryKey: adminKey(path), queryFn: () => adminApi.get<unknown[]>(path) })),
  });
  if (results.some((result) => result.isPending)) return <AdminLoading />;
  return <>{children}</>;
}

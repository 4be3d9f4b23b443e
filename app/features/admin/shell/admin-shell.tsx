import { useQueryClient } from "@tanstack/react-query";
import ExternalLink from "lucide-react/icons/external-link";
import LogOut from "lucide-react/icons/log-out";
import MonitorSmartphone from "lucide-react/icons/monitor-smartphone";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { AdminDashboard } from "@domain/admin/types";
import { Button } from "~/components/ui/button";
import { adminApi, type AdminMe } from "../api";
import { clearAdminToken } from "../session";
import { AdminBrand } from "../ui/brand";
import { useAdminQuery } from "../use-admin-data";
import { SessionsDialog } from "./sessions-dialog";
import { TabContent } from "./tab-content";
import { panelId, TabList, tabId } from "./tab-list";
import { isAdminTab, type AdminTabId } from "./tabs";

/** Small counts on the tabs that need the owner: orders awaiting payment, cafés to review, unread messages, mail waiting. */
function useTabCounts(): Partial<Record<AdminTabId, number>> {
  const { data } = useAdminQuery<AdminDashboard>("/dashboard");
  if (!data) return {};
  return {
    orders: data.pendingPayment,
    cafes: data.pendingCafes,
    messages: data.unhandledMessages,
    stock: data.lowStockCount,
  };
}

export function AdminShell({ me }: { me: AdminMe }) {
  const [params, setParams] = useSearchParams();
  const tab: AdminTabId = isAdminTab(params.get("tab")) ? (params.get("tab") as AdminTabId) : "dashboard";
  const counts = useTabCounts();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);
  const [sessionsOpen, setSessionsOpen] = useState(false);

  async function signOut() {
    setSigningOut(true);
    try {
      await adminApi.post("/logout");
    } catch {
      // Revoking failed (offline?): the token is still forgotten here, and it expires on the server.
    }
    clearAdminToken();
    client.clear();
    void navigate("/admin/login", { replace: true });
  }

  return (
    <div data-admin-area className="min-h-dvh bg-cream-100">
      <header className="sticky top-0 z-30 border-b border-coffee-800/10 bg-coffee-800 text-cream-50">
        <div className="flex h-14 items-center justify-between gap-4 px-4 sm:px-6">
          <div className="flex items-center gap-3">
            <AdminBrand tone="light" />
            <span className="hidden rounded-full bg-cream-50/15 px-2 py-0.5 text-xs font-semibold uppercase tracking-wider sm:inline">
              Admin
            </span>
          </div>
          <div className="flex items-center gap-1 sm:gap-2">
            <a
              href="/"
              target="_blank"
              rel="noreferrer"
              className="hidden items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium text-cream-50/85 hover:bg-cream-50/10 hover:text-cream-50 sm:inline-flex"
            >
              View shop <ExternalLink aria-hidden className="size-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
            <span className="hidden text-sm text-cream-50/70 md:inline">Signed in as {me.username}</span>
            <Button type="button" variant="ghost-light" size="sm" onClick={() => setSessionsOpen(true)}>
              <MonitorSmartphone aria-hidden /> <span className="max-sm:sr-only">Sessions</span>
            </Button>
            <Button type="button" variant="ghost-light" size="sm" onClick={() => void signOut()} disabled={signingOut}>
              <LogOut aria-hidden /> <span className="max-sm:sr-only">{signingOut ? "Signing out..." : "Logout"}</span>
            </Button>
          </div>
        </div>
      </header>
      <SessionsDialog open={sessionsOpen} onClose={() => setSessionsOpen(false)} />
      <div className="lg:flex">
        <TabList active={tab} counts={counts} onSelect={(id) => setParams({ tab: id }, { preventScrollReset: true })} />
        <div
          role="tabpanel"
          id={panelId(tab)}
          aria-labelledby={tabId(tab)}
          className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8"
        >
          <TabContent key={tab} tab={tab} />
        </div>
      </div>
    </div>
  );
}

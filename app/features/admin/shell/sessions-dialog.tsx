/**
 * Where the owner is signed in (decision 035): every live session of the account — when and from
 * where it signed in, and with which browser — and a button to end any of them. Reached from the
 * header, not a tab.
 */
import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import type { AdminSessionInfo } from "@domain/admin/types";
import { Button } from "~/components/ui/button";
import { toast } from "~/lib/toast";
import { adminApi } from "../api";
import { formatDateTime } from "../format";
import { Modal } from "../ui/modal";
import { failureToast, useAdminQuery, useRefreshAdmin } from "../use-admin-data";

/** "Chrome on Android" from a user-agent string, well enough to recognise one's own devices. */
function browserName(userAgent: string | null): string {
  if (!userAgent) return "Unknown browser";
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : "A browser";
  const system = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad/.test(userAgent)
      ? "iOS"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X/.test(userAgent)
          ? "macOS"
          : /Linux/.test(userAgent)
            ? "Linux"
            : null;
  return system ? `${browser} on ${system}` : browser;
}

export function SessionsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const id = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={`${id}-title`}
      describedBy={`${id}-description`}
      className="w-[calc(100%-2rem)] max-w-lg rounded-3xl p-6"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        Where you're signed in
      </h2>
      <p id={`${id}-description`} className="mt-2 text-sm text-coffee-600">
        Every session of this account that still works. End any you don't recognise; changing ADMIN_PASSWORD and
        restarting ends them all.
      </p>
      <SessionList />
      <div className="mt-6 flex justify-end">
        <Button type="button" variant="outline" onClick={onClose} data-autofocus>
          Close
        </Button>
      </div>
    </Modal>
  );
}

function SessionList() {
  const { data, isPending, isError } = useAdminQuery<{ sessions: AdminSessionInfo[] }>("/sessions");
  const refresh = useRefreshAdmin();
  const end = useMutation({
    mutationFn: (sessionId: number) => adminApi.delete(`/sessions/${sessionId}`),
    onSuccess: async () => {
      toast({ title: "Session ended" });
      await refresh();
    },
    onError: (error) => failureToast(error, "Failed to end the session"),
  });
  if (isPending) return <p className="mt-4 text-sm text-coffee-500">Loading sessions...</p>;
  if (isError || !data) return <p className="mt-4 text-sm text-terracotta-600">Failed to fetch sessions</p>;
  return (
    <ul className="mt-4 divide-y divide-coffee-800/10 rounded-2xl border border-coffee-800/10 bg-white">
      {data.sessions.map((session) => (
        <li key={session.id} className="flex items-center justify-between gap-4 px-4 py-3">
          <div className="min-w-0 text-sm">
            <p className="font-semibold">
              {browserName(session.userAgent)}
              {session.current ? (
                <span className="ml-2 text-xs font-medium text-forest-600">(this browser)</span>
              ) : null}
            </p>
            <p className="text-coffee-600">
              Signed in {formatDateTime(session.createdAt)}
              {session.ip ? ` from ${session.ip}` : ""}
            </p>
          </div>
          {session.current ? null : (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={end.isPending}
              onClick={() => end.mutate(session.id)}
              aria-label={`End the session of ${browserName(session.userAgent)} signed in ${formatDateTime(session.createdAt)}`}
            >
              End
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

import { useMutation } from "@tanstack/react-query";
import Check from "lucide-react/icons/check";
import Reply from "lucide-react/icons/reply";
import { useState } from "react";
import type { MessagePatch } from "@domain/admin/community";
import type { AdminContactMessage, AdminMessages, AdminStory } from "@domain/admin/types";
import { Button, buttonVariants } from "~/components/ui/button";
import { toast } from "~/lib/toast";
import { adminApi } from "../api";
import { formatDateTime, titleCase } from "../format";
import { Badge, StatusBadge } from "../ui/badge";
import { QueryView } from "../ui/query-view";
import { TabHeader } from "../ui/tab-header";
import { failureToast, useAdminQuery, useRefreshAdmin } from "../use-admin-data";

type Kind = "stories" | "contacts";

function useMessagePatch() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ kind, id, patch }: { kind: Kind; id: number; patch: MessagePatch }) =>
      adminApi.patch(`/messages/${kind}/${id}`, patch),
    onSuccess: async (_answer, { patch }) => {
      toast({
        title: patch.status ? `Story ${patch.status}` : patch.handled ? "Marked as handled" : "Marked as not handled",
      });
      await refresh();
    },
    onError: (error) => failureToast(error, "Failed to update message"),
  });
}

function Message({
  title,
  meta,
  body,
  handled,
  children,
}: {
  title: string;
  meta: React.ReactNode;
  body: string;
  handled: boolean;
  children: React.ReactNode;
}) {
  return (
    <li
      className={
        handled
          ? "rounded-2xl border border-coffee-800/10 bg-white/60 p-5"
          : "rounded-2xl border border-coffee-800/15 bg-white p-5 shadow-sm"
      }
    >
      <details open={!handled}>
        <summary className="flex cursor-pointer list-none flex-wrap items-start justify-between gap-3 [&::-webkit-details-marker]:hidden">
          <div className="min-w-0">
            <p className="font-semibold">
              {handled ? null : (
                <span aria-hidden className="mr-2 inline-block size-2 rounded-full bg-terracotta-500 align-middle" />
              )}
              {title}
            </p>
            <p className="mt-0.5 text-sm text-coffee-500">{meta}</p>
          </div>
          {handled ? <Badge tone="good">Handled</Badge> : <Badge tone="warn">New</Badge>}
        </summary>
        <p className="mt-4 whitespace-pre-line text-sm leading-relaxed text-coffee-700">{body}</p>
        <div className="mt-4 flex flex-wrap gap-2">{children}</div>
      </details>
    </li>
  );
}

function Stories({ stories }: { stories: AdminStory[] }) {
  const patch = useMessagePatch();
  if (stories.length === 0)
    return (
      <p className="rounded-2xl border border-coffee-800/10 bg-white px-4 py-10 text-center text-coffee-500">
        No stories submitted yet.
      </p>
    );
  return (
    <ul className="space-y-3">
      {stories.map((s) => (
        <Message
          key={s.id}
          title={s.storyTitle}
          handled={s.handled}
          body={[
            s.story,
            s.coffeeExperience ? `Coffee experience: ${s.coffeeExperience}` : "",
            s.brewingMethod ? `Brews with: ${s.brewingMethod}` : "",
            s.images.length ? `Images: ${s.images.join(", ")}` : "",
          ]
            .filter(Boolean)
            .join("\n\n")}
          meta={
            <>
              {s.name} ·{" "}
              <a className="underline underline-offset-2" href={`mailto:${s.email}`}>
                {s.email}
              </a>
              {s.location ? ` · ${s.location}` : ""}
              {s.category ? ` · ${titleCase(s.category)}` : ""} · {formatDateTime(s.createdAt)} ·{" "}
              <StatusBadge status={s.status} />
            </>
          }
        >
          {s.status !== "approved" ? (
            <Button
              type="button"
              size="sm"
              variant="accent"
              disabled={patch.isPending}
              onClick={() => patch.mutate({ kind: "stories", id: s.id, patch: { status: "approved" } })}
            >
              Approve
            </Button>
          ) : null}
          {s.status !== "rejected" ? (
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={patch.isPending}
              onClick={() => patch.mutate({ kind: "stories", id: s.id, patch: { status: "rejected" } })}
            >
              Reject
            </Button>
          ) : null}
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={patch.isPending}
            onClick={() => patch.mutate({ kind: "stories", id: s.id, patch: { handled: !s.handled } })}
          >
            <Check aria-hidden /> {s.handled ? "Mark as not handled" : "Mark handled"}
          </Button>
        </Message>
      ))}
    </ul>
  );
}

function Contacts({ contacts }: { contacts: AdminContactMessage[] }) {
  const patch = useMessagePatch();
  if (contacts.length === 0)
    return (
      <p className="rounded-2xl border border-coffee-800/10 bg-white px-4 py-10 text-center text-coffee-500">
        No messages yet.
      </p>
    );
  return (
    <ul className="space-y-3">
      {contacts.map((m) => (
        <Message
          key={m.id}
          title={m.subject || `Message from ${m.name}`}
          handled={m.handled}
          body={m.message}
          meta={
            <>
              {m.name} · {m.email} · {formatDateTime(m.createdAt)}
            </>
          }
        >
          <a
            className={buttonVariants({ variant: "outline", size: "sm" })}
            href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject ?? "your message"}`)}`}
          >
            <Reply aria-hidden /> Reply
          </a>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={patch.isPending}
            onClick={() => patch.mutate({ kind: "contacts", id: m.id, patch: { handled: !m.handled } })}
          >
            <Check aria-hidden /> {m.handled ? "Mark as not handled" : "Mark handled"}
          </Button>
        </Message>
      ))}
    </ul>
  );
}

/** Story submissions and contact-form messages: stored (the first version's forms made no call), read here, marked handled. */
export function MessagesTab() {
  const query = useAdminQuery<AdminMessages>("/messages");
  const [kind, setKind] = useState<Kind>("contacts");
  return (
    <>
      <TabHeader
        title="Messages"
        description="What visitors sent: contact-form messages and stories for the journal."
      />
      <QueryView query={query} failure="Failed to fetch messages">
        {(data) => {
          const unread = (list: { handled: boolean }[]) => list.filter((m) => !m.handled).length;
          return (
            <>
              <div
                className="mb-4 inline-flex rounded-full border border-coffee-800/15 bg-white p-1"
                role="group"
                aria-label="Which messages"
              >
                {(
                  [
                    ["contacts", `Contact messages (${unread(data.contacts)} new)`],
                    ["stories", `Stories (${unread(data.stories)} new)`],
                  ] as const
                ).map(([value, label]) => (
                  <button
                    key={value}
                    type="button"
                    aria-pressed={kind === value}
                    onClick={() => setKind(value)}
                    className={
                      kind === value
                        ? "rounded-full bg-coffee-800 px-4 py-1.5 text-sm font-semibold text-cream-50"
                        : "rounded-full px-4 py-1.5 text-sm font-medium text-coffee-600 hover:text-coffee-800"
                    }
                  >
                    {label}
                  </button>
                ))}
              </div>
              {kind === "stories" ? <Stories stories={data.stories} /> : <Contacts contacts={data.contacts} />}
            </>
          );
        }}
      </QueryView>
    </>
  );
}

import { useRef, type KeyboardEvent } from "react";
import { cn } from "~/lib/utils";
import { ADMIN_TABS, type AdminTabId } from "./tabs";

export const tabId = (id: AdminTabId) => `admin-tab-${id}`;
export const panelId = (id: AdminTabId) => `admin-panel-${id}`;

/**
 * The WAI-ARIA tabs pattern with manual activation: arrow keys (either direction, since the list is a
 * column on a laptop and a row on a tablet), Home and End move the focus; Enter or Space opens the tab.
 */
export function TabList({
  active,
  onSelect,
  counts,
}: {
  active: AdminTabId;
  onSelect: (id: AdminTabId) => void;
  counts: Partial<Record<AdminTabId, number>>;
}) {
  const refs = useRef(new Map<AdminTabId, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const ids = ADMIN_TABS.map((tab) => tab.id);
    const current = ids.indexOf((event.target as HTMLElement).dataset.tab as AdminTabId);
    if (current === -1) return;
    const next: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowRight: current + 1,
      ArrowUp: current - 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: ids.length - 1,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    const target = ids[(next[event.key]! + ids.length) % ids.length]!;
    refs.current.get(target)?.focus();
  }

  return (
    // WAI-ARIA tabs: the arrow keys are handled on the list, the focus sits on the tabs (roving tabindex).
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- see the line above
    <div
      role="tablist"
      aria-label="Admin sections"
      onKeyDown={onKeyDown}
      className={cn(
        "sticky top-14 z-20 flex gap-1 overflow-x-auto border-b border-coffee-800/10 bg-cream-50 px-3 py-2 [scrollbar-width:thin]",
        "lg:h-[calc(100dvh-3.5rem)] lg:self-start lg:w-60 lg:shrink-0 lg:flex-col lg:overflow-y-auto lg:border-b-0 lg:border-r lg:px-3 lg:py-4",
      )}
    >
      {ADMIN_TABS.map(({ id, label, icon: Icon }) => {
        const selected = id === active;
        return (
          <button
            key={id}
            ref={(element) => {
              if (element) refs.current.set(id, element);
              else refs.current.delete(id);
            }}
            type="button"
            role="tab"
            id={tabId(id)}
            data-tab={id}
            aria-selected={selected}
            aria-controls={panelId(id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(id)}
            className={cn(
              "group flex shrink-0 items-center gap-2.5 whitespace-nowrap rounded-xl px-3 py-2 text-sm font-medium transition-colors",
              selected ? "bg-coffee-800 text-cream-50" : "text-coffee-600 hover:bg-coffee-800/5 hover:text-coffee-800",
            )}
          >
            <Icon aria-hidden className="size-4 shrink-0" />
            <span className="flex-1 text-left">{label}</span>
            {counts[id] ? (
              <span
                className={cn(
                  "rounded-full px-1.5 text-[11px] font-bold leading-5",
                  selected ? "bg-cream-50 text-coffee-800" : "bg-terracotta-500 text-white",
                )}
              >
                {counts[id]}
                <span className="sr-only"> need attention</span>
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

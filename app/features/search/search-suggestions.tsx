import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { useNavigate } from "react-router";
import { SEARCH_MIN_LENGTH, type SearchSuggestions as Answer } from "@domain/search";
import { cn } from "~/lib/utils";

/** Asked after the shopper pauses typing this long (a request per keystroke would be waste). */
const DEBOUNCE_MS = 200;

type Option = { id: string; href: string; label: string; kind: "Coffee" | "Mood" | "Article" };

function optionsOf(answer: Answer, idPrefix: string): Option[] {
  const options: Omit<Option, "id">[] = [
    ...answer.products.map((p) => ({ href: `/product/${p.slug}`, label: p.name, kind: "Coffee" as const })),
    ...answer.moods.map((m) => ({ href: `/mood/${m.slug}`, label: `${m.emoji} ${m.name}`, kind: "Mood" as const })),
    ...answer.articles.map((a) => ({ href: `/blog/${a.slug}`, label: a.title, kind: "Article" as const })),
  ];
  return options.map((option, index) => ({ ...option, id: `${idPrefix}-option-${index}` }));
}

export type SuggestionsProps = {
  /** The search box's field, which stays the shell's: this part listens to it and sets its list state. */
  input: RefObject<HTMLInputElement | null>;
  /** The id the field's `aria-controls` names. */
  listId: string;
};

/**
 * The search box's suggestions, loaded when its field is first focused (`SearchBox`): coffees, moods and
 * articles from two characters, chosen with the arrow keys and Enter, or with a click. Escape closes the
 * list, then clears the field. It starts from the field as it finds it: the words typed while its code
 * came, and the focus.
 */
export function SearchSuggestions({ input, listId }: SuggestionsProps) {
  const navigate = useNavigate();
  const [query, setQuery] = useState(() => input.current?.value.trim() ?? "");
  // Closed until the shopper types or focuses the field (not for the query a results page starts with).
  const [open, setOpen] = useState(() => input.current !== null && document.activeElement === input.current);
  const [options, setOptions] = useState<Option[]>([]);
  const [active, setActive] = useState(-1);
  // The words the options were asked for: reopening the list for them keeps the shopper's place in it.
  const optionsFor = useRef("");

  useEffect(() => {
    if (!open) return;
    if (query.length < SEARCH_MIN_LENGTH) {
      setOptions([]);
      optionsFor.current = "";
      return;
    }
    if (query === optionsFor.current) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/search?q=${encodeURIComponent(query)}`, { signal: abort.signal })
        .then((response) => (response.ok ? (response.json() as Promise<Answer>) : null))
        .then((answer) => {
          if (!answer) return;
          optionsFor.current = query;
          setOptions(optionsOf(answer, listId));
          setActive(-1);
        })
        // A newer keystroke aborted it, or the network failed: the form still searches on Enter.
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [open, query, listId]);

  const expanded = open && query.length >= SEARCH_MIN_LENGTH && options.length > 0;
  const activeId = expanded && active >= 0 ? options[active]!.id : undefined;

  // The field is the shell's (React never changes these on it): its list state is written here.
  useLayoutEffect(() => {
    const field = input.current;
    if (!field) return;
    field.setAttribute("aria-expanded", String(expanded));
    if (activeId) field.setAttribute("aria-activedescendant", activeId);
    else field.removeAttribute("aria-activedescendant");
  }, [input, expanded, activeId]);

  function clear(field: HTMLInputElement) {
    field.value = "";
    setQuery("");
  }

  function choose(option: Option) {
    setOpen(false);
    if (input.current) clear(input.current);
    void navigate(option.href);
  }

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      // -1 is the field itself: Down from the last option and Up from the first come back to it.
      const last = options.length - 1;
      const down = event.key === "ArrowDown";
      setActive((current) => (down ? (current >= last ? -1 : current + 1) : current <= -1 ? last : current - 1));
    } else if (event.key === "Enter" && expanded && active >= 0) {
      event.preventDefault();
      choose(options[active]!);
    } else if (event.key === "Escape") {
      // A search field clears itself on Escape; with the list open, Escape only closes the list.
      if (expanded) {
        event.preventDefault();
        setOpen(false);
      } else clear(event.currentTarget as HTMLInputElement);
      setActive(-1);
    }
  });

  // A layout effect, so the listeners are on before the browser can dispatch another event; then the field is
  // read again, for whatever happened between this part's render and now (keys typed under load: a test missed them).
  useLayoutEffect(() => {
    const field = input.current;
    if (!field) return;
    const onInput = () => {
      setQuery(field.value.trim());
      setOpen(true);
    };
    const onFocus = () => setOpen(true);
    const onBlur = () => setOpen(false);
    const onKey = (event: KeyboardEvent) => onKeyDown(event);
    field.addEventListener("input", onInput);
    field.addEventListener("focus", onFocus);
    field.addEventListener("blur", onBlur);
    field.addEventListener("keydown", onKey);
    setQuery(field.value.trim());
    setOpen(document.activeElement === field);
    return () => {
      field.removeEventListener("input", onInput);
      field.removeEventListener("focus", onFocus);
      field.removeEventListener("blur", onBlur);
      field.removeEventListener("keydown", onKey);
    };
  }, [input]);

  return (
    <>
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!expanded}
        // At least as wide as the field, and wide enough for a coffee's name beside the narrow nav field.
        className="absolute left-0 top-full z-50 mt-2 max-h-96 w-72 min-w-full max-w-[calc(100vw-2rem)] overflow-auto rounded-2xl border border-coffee-800/10 bg-white p-1 shadow-lg"
      >
        {options.map((option, index) => (
          // The keyboard chooses through the field (aria-activedescendant), as the combobox pattern has it.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={option.id}
            id={option.id}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the field, so the click reaches the option before blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            className={cn(
              "flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-xl px-3 py-2 text-sm text-coffee-900",
              index === active ? "bg-terracotta-500/10" : "hover:bg-coffee-800/5",
            )}
          >
            <span className="truncate">{option.label}</span>
            <span className="shrink-0 text-xs text-coffee-500">{option.kind}</span>
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {expanded ? `${options.length} suggestion${options.length === 1 ? "" : "s"}, use the arrow keys to choose` : ""}
      </p>
    </>
  );
}

import Search from "lucide-react/icons/search";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Form, useNavigate } from "react-router";
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, type SearchSuggestions } from "@domain/search";
import { cn } from "~/lib/utils";

/** Asked after the shopper pauses typing this long (a request per keystroke would be waste). */
const DEBOUNCE_MS = 200;

type Option = { id: string; href: string; label: string; kind: "Coffee" | "Mood" | "Article" };

function optionsOf(suggestions: SearchSuggestions, idPrefix: string): Option[] {
  const options: Omit<Option, "id">[] = [
    ...suggestions.products.map((p) => ({ href: `/product/${p.slug}`, label: p.name, kind: "Coffee" as const })),
    ...suggestions.moods.map((m) => ({
      href: `/mood/${m.slug}`,
      label: `${m.emoji} ${m.name}`,
      kind: "Mood" as const,
    })),
    ...suggestions.articles.map((a) => ({ href: `/blog/${a.slug}`, label: a.title, kind: "Article" as const })),
  ];
  return options.map((option, index) => ({ ...option, id: `${idPrefix}-option-${index}` }));
}

/**
 * The search field (WAI-ARIA combobox with a list popup): a plain GET form to /search that works without
 * JavaScript; with it, coffees, moods and articles are suggested from two characters, chosen with the
 * arrow keys and Enter, or with a click. Escape closes the list, then clears the field.
 */
/**
 * `focused`: the field takes the focus when the page opens (only /search, where typing is the point).
 * `placeholder`: shorter in the header's narrow field, where "Search coffee…" was cut to "Search coffi".
 */
type Props = { className?: string; focused?: boolean; defaultValue?: string; placeholder?: string };

export function SearchBox({ className, focused = false, defaultValue = "", placeholder = "Search coffee…" }: Props) {
  const id = useId();
  const listId = `${id}-list`;
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(defaultValue);
  const [options, setOptions] = useState<Option[]>([]);
  // Closed until the shopper types or focuses the field (not for the query a results page starts with).
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The words the options were asked for: reopening the list for them keeps the shopper's place in it.
  const optionsFor = useRef("");
  const query = value.trim();

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
        .then((response) => (response.ok ? (response.json() as Promise<SearchSuggestions>) : null))
        .then((suggestions) => {
          if (!suggestions) return;
          optionsFor.current = query;
          setOptions(optionsOf(suggestions, id));
          setActive(-1);
        })
        // A newer keystroke aborted it, or the network failed: the form still searches on Enter.
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [open, query, id]);

  const expanded = open && query.length >= SEARCH_MIN_LENGTH && options.length > 0;

  function choose(option: Option) {
    setOpen(false);
    setValue("");
    void navigate(option.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
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
      } else setValue("");
      setActive(-1);
    }
  }

  return (
    <Form method="get" action="/search" role="search" className={cn("relative", className)}>
      <label htmlFor={`${id}-input`} className="sr-only">
        Search coffees, moods and articles
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-coffee-500"
      />
      <input
        ref={input}
        id={`${id}-input`}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? options[active]!.id : undefined}
        autoComplete="off"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only on /search, where typing is the page's purpose
        autoFocus={focused}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="h-11 w-full rounded-full border border-coffee-800/15 bg-white pl-9 pr-4 text-sm text-coffee-900 placeholder:text-coffee-500 focus:border-terracotta-500 focus:outline-none focus:ring-2 focus:ring-terracotta-500/30"
      />
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
      {/* For screen readers; Enter in the field submits too, so it stays out of the tab order. */}
      <button type="submit" tabIndex={-1} className="sr-only">
        Search
      </button>
      <p role="status" className="sr-only">
        {expanded ? `${options.length} suggestion${options.length === 1 ? "" : "s"}, use the arrow keys to choose` : ""}
      </p>
    </Form>
  );
}

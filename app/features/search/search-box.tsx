import Search from "lucide-react/icons/search";
import { useCallback, useEffect, useId, useRef, useState, type ComponentType } from "react";
import { Form } from "react-router";
import { SEARCH_MAX_LENGTH } from "@domain/search";
import { cn } from "~/lib/utils";
import type { SuggestionsProps } from "./search-suggestions";

type Suggestions = ComponentType<SuggestionsProps>;

/** The suggestions' code, fetched once for every field on the page; a failed fetch is tried again on the next focus. */
let suggestions: Promise<Suggestions> | undefined;

function loadSuggestions(): Promise<Suggestions> {
  suggestions ??= import("./search-suggestions").then(
    (module) => module.SearchSuggestions,
    (error: unknown) => {
      suggestions = undefined;
      throw error;
    },
  );
  return suggestions;
}

/**
 * `focused`: the field takes the focus when the page opens (only /search, where typing is the point).
 * `placeholder`: shorter in the header's narrow field, where "Search coffee…" was cut to "Search coffi".
 */
type Props = { className?: string; focused?: boolean; defaultValue?: string; placeholder?: string };

/**
 * The search field (WAI-ARIA combobox with a list popup): a plain GET form to /search that works without
 * JavaScript. It is in every page's first view, so only the field is here (issue 22, decision 177): the
 * suggestions' code (`SearchSuggestions`) is fetched when the field is first focused, and takes the field
 * over as it is, with what was typed meanwhile. The field itself is never swapped for another, so a
 * keyboard's composition or the caret is not lost when the code arrives.
 */
export function SearchBox({ className, focused = false, defaultValue = "", placeholder = "Search coffee…" }: Props) {
  const id = useId();
  const listId = `${id}-list`;
  const input = useRef<HTMLInputElement>(null);
  const [Suggestions, setSuggestions] = useState<Suggestions>();
  const wake = useCallback(() => {
    // A failed fetch leaves the plain search form working; the next focus asks again.
    loadSuggestions().then(
      (part) => setSuggestions(() => part),
      () => undefined,
    );
  }, []);
  // Focused before the page was React's (autofocus on /search, or a quick tap): no focus event will come.
  useEffect(() => {
    if (document.activeElement === input.current) wake();
  }, [wake]);

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
        // Never changed here: `SearchSuggestions` sets it, and aria-activedescendant, on the field itself.
        aria-expanded={false}
        aria-controls={listId}
        autoComplete="off"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only on /search, where typing is the page's purpose
        autoFocus={focused}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={placeholder}
        defaultValue={defaultValue}
        onFocus={wake}
        className="h-11 w-full rounded-full border border-coffee-800/15 bg-white pl-9 pr-4 text-sm text-coffee-900 placeholder:text-coffee-500 focus:border-terracotta-500 focus:outline-none focus:ring-2 focus:ring-terracotta-500/30"
      />
      {Suggestions ? (
        <Suggestions input={input} listId={listId} />
      ) : (
        <ul id={listId} role="listbox" aria-label="Suggestions" hidden />
      )}
      {/* For screen readers; Enter in the field submits too, so it stays out of the tab order. */}
      <button type="submit" tabIndex={-1} className="sr-only">
        Search
      </button>
    </Form>
  );
}

import {
  memo,
  Suspense,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type RefObject,
} from "react";

/** Server: each island's code, fetched when its module loads, and how many of them are in. */
const serverLoads: Promise<void>[] = [];
let serverLoaded = 0;

/**
 * Server: what to wait for before rendering, or nothing once every island's code is in (so a page is
 * rendered whole, never streamed in parts). Only requests in the first milliseconds after start wait.
 */
export function islandsPending(): Promise<unknown> | undefined {
  return serverLoaded === serverLoads.length ? undefined : Promise.all(serverLoads);
}

/** What a section whose code could not be fetched waits on: nothing, so React leaves its server HTML. */
const NEVER: Promise<never> = new Promise(() => {});

/** How far below the screen a section's code is fetched, so it is ready before the shopper gets there. */
const AHEAD = "600px 0px";

/**
 * Whether the element given to `ref` has come within `AHEAD` of the screen while `watch` was true (and then
 * stays so): for a part drawn only in the browser whose code should be in before the shopper scrolls to it.
 * A ref callback, so an element that comes and goes (a step away and back) is watched each time it comes.
 */
export function useNearScreen(watch: boolean): [near: boolean, ref: (element: Element | null) => void | (() => void)] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (element: Element | null) => {
      if (!watch || near || !element) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        { rootMargin: AHEAD },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [watch, near],
  );
  return [near, ref];
}

const noSubscription = () => () => {};

/**
 * Whether this render is React's first pass over the server's HTML. React hydrates a Suspense boundary
 * inside the page (checkout's steps) after the page's first commit, so a page-wide "hydrated" mark would
 * already be set there; React answers the server's snapshot in every hydrating render, and only then.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/** What a section that waits for its code knows about the page it is in. */
type Waiting = {
  /** The address the page was opened at: while it is the same, React is only hydrating the page. */
  href: string;
  /** The section's box: marked `data-island="hydrated"` once the section is React's. */
  box: RefObject<HTMLDivElement | null>;
  hydrated: boolean;
  /** A button tapped before the section was React's (React drops that tap), tapped again once it is. */
  tapped: HTMLButtonElement | null;
  stopListening: () => void;
};

type IslandOptions = {
  /**
   * When a section's own code is fetched: as it nears the screen (a section to look at, which should be
   * ready when the shopper gets there), or only once it is used (a small form whose server HTML is the
   * whole first view of it: a touch, a focus or a key inside fetches the code, and a tap is replayed).
   */
  when?: "near" | "used";
  /** Fetch at once after all when this answers true on the page's first render (something to show at once). */
  early?: () => boolean;
};

/**
 * A section rendered on the server and hydrated when it nears the screen (issue 22, decision 168): the
 * page's first view loads none of its code. Until then its server HTML is on screen as it is: links
 * work, and a tap on a button is kept and replayed once the section is React's. Scrolling towards it,
 * a touch, a key or a focus inside it, a navigation or new data for it load the code, and React
 * hydrates it in place.
 *
 * On a client navigation there is no server HTML to keep: the page waits for the code (the navigation
 * is a transition, so the shopper sees the previous page until the new one is whole).
 *
 * `load` names the component in a module of its own that nothing else imports, so that module becomes a
 * chunk of its own. Props should be the page's data as loaded (React compares them to skip renders).
 *
 * A waiting section holds up any transition that reaches it, a router update included, until its code has
 * come (decision 176): React will not put its server HTML away for a fallback. So what must show at once on
 * such a page (the navigation's skeleton) reads the router without a transition, and the router's updates that
 * change nothing are not passed on (`useQuietRoutePatches`). Never in the root layout: a section there would
 * outlive every page, and every navigation would wait for its code.
 */
export function island<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { when = "near", early }: IslandOptions = {},
): ComponentType<P> {
  let Loaded: ComponentType<P> | undefined;
  /** The code could not be fetched (offline, or a new release replaced the old files). */
  let failed = false;
  let ask!: () => void;
  const asked = new Promise<void>((resolve) => (ask = resolve));
  /** Settles when the code is in; it is fetched once asked for. */
  const ready = asked.then(load).then(
    (component) => {
      Loaded = component;
    },
    (error: unknown) => {
      failed = true;
      throw error;
    },
  );
  if (import.meta.env.SSR) {
    ask();
    serverLoads.push(ready.then(() => void serverLoaded++));
  }

  /** Shown only if React gives up the server's HTML (it never does while hydrating): fetch the code. */
  function AskNow() {
    useEffect(ask, []);
    return null;
  }

  /**
   * `waiting`: given when the page's first render made this section, so the server's HTML is on screen.
   * React hydrates the section later, on its own schedule, and then it waits to be asked — unless the
   * page has moved on since (a navigation reached it), which needs the code now. `now`: a later render
   * (new props), which needs the code now too.
   */
  function Code({ props, waiting, now = false }: { props: P; waiting?: Waiting; now?: boolean }) {
    // Before the code may suspend: React replays a suspended render once the code is in, and the replay
    // must call the same hooks as the first try (a hook after `use` threw "update hook on initial render").
    useEffect(() => {
      if (!waiting || waiting.hydrated) return;
      waiting.hydrated = true;
      waiting.box.current?.setAttribute("data-island", "hydrated");
      waiting.stopListening();
      if (waiting.tapped?.isConnected) waiting.tapped.click();
      waiting.tapped = null;
    }, [waiting]);
    if (!Loaded) {
      // No code: the server's HTML stays as it is, links and forms working without it. (With no server
      // HTML, on a client navigation, the error reaches the page's error boundary.)
      if (failed && waiting) use(NEVER);
      if (!waiting || now || waiting.href !== location.href) ask();
      use(ready);
    }
    const Component = Loaded!;
    return <Component {...props} />;
  }

  function Deferred(props: P) {
    const box = useRef<HTMLDivElement>(null);
    const hydrating = useHydrating();
    // Made once, by the render that creates this instance: hydrating (the server's HTML is here to keep) or not.
    const [waiting] = useState<Waiting | undefined>(() =>
      hydrating
        ? {
            href: import.meta.env.SSR ? "" : location.href,
            box,
            hydrated: false,
            tapped: null,
            stopListening: () => {},
          }
        : undefined,
    );
    // New props (memo lets only those through) need the code now. The render after hydration, when
    // `useHydrating` turns false, brings the same props: it changes nothing below (the same element).
    const [firstProps] = useState(props);
    const now = props !== firstProps;
    useEffect(() => {
      const element = box.current;
      if (!element || !waiting) return;
      if (early?.()) ask();
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) ask();
        },
        { rootMargin: AHEAD },
      );
      if (when === "near") observer.observe(element);
      // On the window, in the capture phase: React stops these at the document while the section waits.
      const inside = (event: Event) =>
        !waiting.hydrated && !failed && event.target instanceof Element && element.contains(event.target);
      const onTouch = (event: Event) => {
        if (inside(event)) ask();
      };
      const onClick = (event: Event) => {
        if (!inside(event)) return;
        ask();
        const button = (event.target as Element).closest("button");
        if (!button || button.disabled) return;
        // A form's button waits too: the form is React's to check and send.
        if (button.form) event.preventDefault();
        waiting.tapped = button;
      };
      const touches = ["pointerdown", "focusin", "keydown"] as const;
      for (const type of touches) addEventListener(type, onTouch, { capture: true, passive: true });
      addEventListener("click", onClick, { capture: true });
      waiting.stopListening = () => {
        observer.disconnect();
        for (const type of touches) removeEventListener(type, onTouch, { capture: true });
        removeEventListener("click", onClick, { capture: true });
      };
      if (waiting.hydrated) waiting.stopListening();
      return waiting.stopListening;
    }, [waiting]);

    // The same element while nothing changed: a render that brings nothing new must not reach a section
    // React has not hydrated yet (an update there would make React render it anew, without its code).
    const section = useMemo(
      () =>
        waiting ? (
          <div ref={box} data-island="">
            <Suspense fallback={<AskNow />}>
              <Code props={props} waiting={waiting} now={now} />
            </Suspense>
          </div>
        ) : (
          <Code props={props} />
        ),
      [props, waiting, now],
    );
    return section;
  }

  return memo(Deferred);
}

import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { HYDRATING_EVENT } from "./lib/hydration-starter";

// From here on React queues and replays early taps itself; the starter stops keeping them.
dispatchEvent(new Event(HYDRATING_EVENT));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

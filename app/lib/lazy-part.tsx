import { Component, lazy, Suspense, type ComponentType, type ReactNode } from "react";
import { cn } from "~/lib/utils";

/**
 * Counts each `PartBoundary` made and each "Try again": a part whose code failed before the latest of these
 * fetches it anew when it is next drawn (a dialog opened again, the next toast, the line's button).
 */
let retries = 0;

/**
 * A part of a page whose code is fetched when it is needed, like `React.lazy`, but which can be asked again.
 * React keeps a lazy component's first answer for good: one failed fetch (offline for a moment, or a new
 * release that removed the old file) would fail the part for the rest of the visit. Here the failure reaches
 * the nearest `PartBoundary`, and once its "Try again" is pressed the part fetches its code again.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let failedAt = -1;
  const renew = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failedAt = retries;
          throw error;
        },
      ),
    );
  let Current = renew();
  return function Part(props: P) {
    if (failedAt !== -1 && failedAt < retries) {
      failedAt = -1;
      Current = renew();
    }
    return <Current {...props} />;
  };
}

type BoundaryProps = {
  /** Shown while the part's code loads. */
  fallback?: ReactNode;
  /** Shown instead of the part if it cannot be loaded; by default a line with "Try again". */
  failed?: ReactNode;
  /**
   * For a dialog, which has no place in the page to show the line in: the line floats below the header (clear of
   * the cart bar at the foot), with "Close" beside "Try again", which calls this.
   */
  onDismiss?: () => void;
  children: ReactNode;
};

/**
 * Where a lazy part loads (a `Suspense` boundary), and what shows if it cannot: a line with "Try again" in
 * its place, while the rest of the page, and whatever the shopper typed in it, stays as it was. Without it
 * the error would reach the route, which replaces the whole page with its error view.
 */
export class PartBoundary extends Component<BoundaryProps, { failed?: boolean }> {
  state: { failed?: boolean } = {};

  constructor(props: BoundaryProps) {
    super(props);
    retries += 1;
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (this.state.failed && this.props.failed !== undefined) return this.props.failed;
    const { onDismiss } = this.props;
    return this.state.failed ? (
      <p
        role="alert"
        className={cn(
          "text-sm text-coffee-700",
          onDismiss && "fixed inset-x-4 top-24 z-50 rounded-2xl bg-white px-4 py-2 shadow-lg sm:left-auto",
        )}
      >
        This part of the page could not be loaded.{" "}
        <button
          type="button"
          onClick={() => {
            retries += 1;
            this.setState({ failed: false });
          }}
          className="min-h-11 font-semibold underline underline-offset-4"
        >
          Try again
        </button>
        {onDismiss ? (
          <button
            type="button"
            onClick={onDismiss}
            className="ml-4 min-h-11 font-semibold underline underline-offset-4"
          >
            Close
          </button>
        ) : null}
      </p>
    ) : (
      <Suspense fallback={this.props.fallback}>{this.props.children}</Suspense>
    );
  }
}

import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";

export function NotFoundView() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center sm:py-32">
      <p className="font-display text-7xl font-semibold text-terracotta-500">404</p>
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-4 max-w-md text-coffee-500">
        This path wandered off the estate. The coffee you were looking for may have moved — start again from home or the
        shop.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link className={buttonVariants()} to="/">
          Return Home
        </Link>
        <Link className={buttonVariants({ variant: "outline" })} to="/shop">
          Shop Coffee
        </Link>
      </div>
    </section>
  );
}

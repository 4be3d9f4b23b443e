import CircleUser from "lucide-react/icons/circle-user";
import Menu from "lucide-react/icons/menu";
import Package from "lucide-react/icons/package";
import Search from "lucide-react/icons/search";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import Sparkles from "lucide-react/icons/sparkles";
import X from "lucide-react/icons/x";
import { memo, useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { badgeText } from "@domain/cart";
import { Button, buttonVariants } from "~/components/ui/button";
import { LazyMoodSuggester, openMoodSuggester, opensMoodSuggester } from "~/features/ai-mood";
import { useCartCount } from "~/features/cart";
import { SearchBox } from "~/features/search";
import { cn } from "~/lib/utils";
import { AccountLabel } from "./account-label";
import { Logo } from "./logo";

const NAV_LINKS = [
  { to: "/discover-your-mood", label: "Coffee Moods" },
  { to: "/shop", label: "Shop Coffee" },
  { to: "/blog", label: "Coffee Journal" },
];

function CartLink({ className }: { className?: string }) {
  const badge = badgeText(useCartCount());
  return (
    <NavLink
      to="/cart"
      className={cn(
        "relative inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-3 text-sm font-medium hover:bg-coffee-800/5",
        className,
      )}
    >
      <ShoppingBag aria-hidden className="size-5" />
      {/* The name is what the link shows ("Cart") and, for screen readers, how much is in it. Below 360 px
          the word gives way to the icon, so the header fits a 320 px phone. */}
      <span className="max-[359px]:sr-only">Cart</span>
      {badge ? <span className="sr-only">, {badge === "1" ? "1 item" : `${badge} items`}</span> : null}
      <span
        data-testid="cart-badge"
        className={cn(
          "absolute -right-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-terracotta-500 px-1 text-[11px] font-bold leading-none text-white",
          !badge && "invisible",
        )}
        aria-hidden
      >
        {badge}
      </span>
    </NavLink>
  );
}

/**
 * The header on every page. Memoised: React Router renders the root route again whenever its state changes
 * (a route learnt after hydration, a navigation's progress), and the header has nothing to do then (decision 175).
 */
export const SiteHeader = memo(function SiteHeader({ testMode = false }: { testMode?: boolean }) {
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname, location.search, location.hash]);

  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-coffee-800/10 bg-cream-50/95">
      {testMode ? (
        <p
          role="note"
          className="flex h-6 items-center justify-center bg-gold-400 text-xs font-semibold tracking-wide text-coffee-900"
        >
          Test mode — no real payments
        </p>
      ) : null}
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6"
      >
        <Link to="/" aria-label="Bean & Bhūmi home" className="rounded-md">
          <Logo />
        </Link>
        <ul className="hidden items-center gap-1 lg:flex">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className={({ isActive }) =>
                  cn(
                    "whitespace-nowrap rounded-full px-3 py-2 text-sm font-medium hover:bg-coffee-800/5",
                    isActive && "text-terracotta-600",
                  )
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-2">
          <SearchBox className="hidden w-36 xl:block" placeholder="Search…" />
          {/* Narrower screens: the search page itself (its field is focused), or the menu's field. */}
          <NavLink
            to="/search"
            aria-label="Search"
            className="hidden size-11 items-center justify-center rounded-full hover:bg-coffee-800/5 sm:inline-flex xl:hidden"
          >
            <Search aria-hidden className="size-5" />
          </NavLink>
          <div className="hidden items-center gap-2 md:flex">
            <Button type="button" variant="outline" size="sm" {...opensMoodSuggester}>
              <Sparkles aria-hidden /> AI Mood Suggester
            </Button>
            <a className={buttonVariants({ variant: "primary", size: "sm" })} href="/#community">
              Join Community
            </a>
          </div>
          {/* Orders sits beside the cart; the label shows where there is room for it beside the search field. */}
          <NavLink
            to="/orders"
            className="hidden items-center gap-2 rounded-full px-3 py-2 text-sm font-medium hover:bg-coffee-800/5 lg:inline-flex"
          >
            <Package aria-hidden className="size-5" />
            <span className="sr-only 2xl:not-sr-only">Orders</span>
          </NavLink>
          {/* Narrower than its neighbours (and the search field is 144 px) so the bar still fits at 1280 px. */}
          <NavLink
            to="/account"
            className="hidden items-center gap-2 rounded-full px-2 py-2 text-sm font-medium hover:bg-coffee-800/5 lg:inline-flex"
          >
            <CircleUser aria-hidden className="size-5" />
            <span className="sr-only 2xl:not-sr-only">
              <AccountLabel />
            </span>
          </NavLink>
          <CartLink />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-11 lg:hidden"
            aria-label={open ? "Close menu" : "Open menu"}
            aria-expanded={open}
            aria-controls="mobile-menu"
            ref={menuButton}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X aria-hidden className="size-5" /> : <Menu aria-hidden className="size-5" />}
          </Button>
        </div>
      </nav>
      <div id="mobile-menu" hidden={!open} className="border-t border-coffee-800/10 bg-cream-50 lg:hidden">
        <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-4 sm:px-6">
          <li className="pb-2">
            <SearchBox />
          </li>
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className="block rounded-lg px-3 py-3 text-base font-medium hover:bg-coffee-800/5">
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to="/cart" className="block rounded-lg px-3 py-3 text-base font-medium hover:bg-coffee-800/5">
              Cart
            </NavLink>
          </li>
          <li>
            <NavLink to="/orders" className="block rounded-lg px-3 py-3 text-base font-medium hover:bg-coffee-800/5">
              Orders
            </NavLink>
          </li>
          <li>
            <NavLink to="/account" className="block rounded-lg px-3 py-3 text-base font-medium hover:bg-coffee-800/5">
              <AccountLabel />
            </NavLink>
          </li>
          <li>
            <button
              type="button"
              {...opensMoodSuggester}
              onClick={() => {
                // The menu closes behind the dialog; focus comes back to its toggle afterwards.
                setOpen(false);
                menuButton.current?.focus();
                openMoodSuggester();
              }}
              className="flex w-full items-center gap-2 rounded-lg px-3 py-3 text-left text-base font-medium hover:bg-coffee-800/5"
            >
              <Sparkles aria-hidden className="size-4" /> AI Mood Suggester
            </button>
          </li>
          <li>
            <a href="/#community" className="block rounded-lg px-3 py-3 text-base font-medium hover:bg-coffee-800/5">
              Join Community
            </a>
          </li>
          <li>
            <NavLink
              to="/admin/login"
              className="block rounded-lg px-3 py-3 text-base font-medium text-coffee-500 hover:bg-coffee-800/5"
            >
              Admin Login
            </NavLink>
          </li>
        </ul>
      </div>
      <LazyMoodSuggester />
    </header>
  );
});

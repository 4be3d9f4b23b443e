import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import { memo } from "react";
import { Link } from "react-router";
import type { ContactDetails } from "~/lib/contact";
import { FooterSubscribe } from "./footer-subscribe";
import { Logo } from "./logo";

const COLUMNS = [
  {
    title: "Company",
    links: [
      { to: "/about", label: "Our Story" },
      { to: "/sourcing", label: "Sourcing" },
      { to: "/blog", label: "Coffee Journal" },
      { to: "/cafes", label: "Café Finder" },
      { to: "/submit-story", label: "Share Your Story" },
    ],
  },
  {
    title: "Products",
    links: [
      { to: "/shop", label: "Shop All Coffee" },
      { to: "/discover-your-mood", label: "Coffee Moods" },
      { to: "/product/morning-dust-light-roast-coffee", label: "Batch of the Month" },
      { to: "/subscription", label: "Subscriptions" },
      { to: "/brew-guide", label: "Brew Guide" },
    ],
  },
  {
    title: "Support",
    links: [
      { to: "/contact", label: "Contact Us" },
      { to: "/orders", label: "Orders" },
      { to: "/cart", label: "Cart" },
    ],
  },
];

const SOCIAL = [
  { to: "/instagram", label: "Instagram" },
  { to: "/facebook", label: "Facebook" },
  { to: "/twitter", label: "Twitter" },
];

/** Memoised like the header (decision 175): `contact` is the root loader's object, the same from render to render. */
export const SiteFooter = memo(function SiteFooter({ contact }: { contact: ContactDetails }) {
  return (
    <footer className="bg-coffee-900 text-cream-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div>
          <Logo tone="light" />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-cream-200/80">
            Specialty coffee from the hills of South India, chosen by mood and roasted in small batches.
          </p>
          <ul className="mt-6 space-y-2 text-sm text-cream-200/90">
            <li className="flex gap-2">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-400" />
              <span>{contact.address}</span>
            </li>
            <li className="flex gap-2">
              <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-400" />
              <a href={`tel:${contact.phone.replace(/\s/g, "")}`} className="hover:text-white">
                {contact.phone}
              </a>
            </li>
            <li className="flex gap-2">
              <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-400" />
              <a href={`mailto:${contact.email}`} className="hover:text-white">
                {contact.email}
              </a>
            </li>
            <li className="flex gap-2">
              <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-400" />
              <span>{contact.hours}</span>
            </li>
          </ul>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="font-sans text-sm font-semibold uppercase tracking-widest text-gold-400">{column.title}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-cream-200/90 hover:text-white">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-cream-50/10">
        {/* grid-cols-1 is minmax(0, 1fr): the e-mail box's default width must not widen a 320 px page. */}
        <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-10 sm:px-6 md:grid-cols-2 md:items-end">
          <div>
            <h2 className="font-display text-xl text-cream-50">Letters from the estates</h2>
            <p className="mt-1 text-sm text-cream-200/80">
              Brewing tips, farmer stories and first word on each new batch.
            </p>
            <FooterSubscribe />
          </div>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-cream-200/80 md:justify-end">
            {SOCIAL.map((link) => (
              <a key={link.to} href={link.to} className="hover:text-white">
                {link.label}
              </a>
            ))}
            <span>© {new Date().getFullYear()} Bean &amp; Bhūmi</span>
          </div>
        </div>
      </div>
    </footer>
  );
});

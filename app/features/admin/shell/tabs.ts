/** The panel's tabs, in the spec's order, then what a real shop also needs (messages, outbox, audit log). */
import {
  Boxes,
  FileText,
  Globe,
  History,
  House,
  LayoutDashboard,
  MailCheck,
  MessagesSquare,
  Newspaper,
  Package,
  ReceiptText,
  Smile,
  Sprout,
  Store,
  Users,
  Send,
  type LucideIcon,
} from "lucide-react";

export const ADMIN_TABS = [
  { id: "dashboard", label: "Dashboard", icon: LayoutDashboard },
  { id: "products", label: "Shop Products", icon: Package },
  { id: "orders", label: "Orders", icon: ReceiptText },
  { id: "stock", label: "Stock", icon: Boxes },
  { id: "origins", label: "Origins", icon: Sprout },
  { id: "moods", label: "Moods", icon: Smile },
  { id: "cafes", label: "Cafés", icon: Store },
  { id: "pages", label: "Pages", icon: FileText },
  { id: "blogs", label: "Blogs", icon: Newspaper },
  { id: "newsletter", label: "Newsletter", icon: MailCheck },
  { id: "community", label: "Community", icon: Users },
  { id: "home", label: "Home", icon: House },
  { id: "seo", label: "SEO", icon: Globe },
  { id: "messages", label: "Messages", icon: MessagesSquare },
  { id: "outbox", label: "Outbox", icon: Send },
  { id: "audit", label: "Audit Log", icon: History },
] as const satisfies readonly { id: string; label: string; icon: LucideIcon }[];

export type AdminTabId = (typeof ADMIN_TABS)[number]["id"];

export function isAdminTab(value: string | null): value is AdminTabId {
  return ADMIN_TABS.some((tab) => tab.id === value);
}

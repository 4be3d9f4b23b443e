/**
 * The panel's one tab registry: each tab's id (its ?tab= value), label, icon and content, in the panel's
 * first order, then what a real shop also needs (messages, outbox, audit log).
 */
import type { LucideIcon } from "lucide-react";
import Boxes from "lucide-react/icons/boxes";
import FileText from "lucide-react/icons/file-text";
import Globe from "lucide-react/icons/globe";
import History from "lucide-react/icons/rotate-ccw-clock";
import House from "lucide-react/icons/house";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import MailCheck from "lucide-react/icons/mail-check";
import MessagesSquare from "lucide-react/icons/messages-square";
import Newspaper from "lucide-react/icons/newspaper";
import Package from "lucide-react/icons/package";
import ReceiptText from "lucide-react/icons/receipt-text";
import Smile from "lucide-react/icons/face-slightly-smiling";
import Star from "lucide-react/icons/star";
import Sprout from "lucide-react/icons/sprout";
import Store from "lucide-react/icons/store";
import Users from "lucide-react/icons/users";
import Send from "lucide-react/icons/send";
import TicketPercent from "lucide-react/icons/ticket-percent";
import type { ComponentType } from "react";
import { AuditTab } from "../audit/audit-tab";
import { BlogsTab } from "../blogs/blogs-tab";
import { CafesTab } from "../cafes/cafes-tab";
import { CommunityTab } from "../community/community-tab";
import { DashboardTab } from "../dashboard/dashboard-tab";
import { DiscountsTab } from "../discounts/discounts-tab";
import { HomeTab } from "../home/home-tab";
import { MessagesTab } from "../messages/messages-tab";
import { MoodsTab } from "../moods/moods-tab";
import { NewsletterTab } from "../newsletter/newsletter-tab";
import { OrdersTab } from "../orders/orders-tab";
import { OriginsTab } from "../origins/origins-tab";
import { OutboxTab } from "../outbox/outbox-tab";
import { PagesTab } from "../pages/pages-tab";
import { ProductsTab } from "../products/products-tab";
import { ReviewsTab } from "../reviews/reviews-tab";
import { SeoTab } from "../seo/seo-tab";
import { StockTab } from "../stock/stock-tab";

export const ADMIN_TABS = [
  { id: "dashboard", label: "Dashboard", icon: LayoutDashboard, content: DashboardTab },
  { id: "products", label: "Shop Products", icon: Package, content: ProductsTab },
  { id: "orders", label: "Orders", icon: ReceiptText, content: OrdersTab },
  { id: "stock", label: "Stock", icon: Boxes, content: StockTab },
  { id: "discounts", label: "Discount Codes", icon: TicketPercent, content: DiscountsTab },
  { id: "origins", label: "Origins", icon: Sprout, content: OriginsTab },
  { id: "moods", label: "Moods", icon: Smile, content: MoodsTab },
  { id: "cafes", label: "Cafés", icon: Store, content: CafesTab },
  { id: "pages", label: "Pages", icon: FileText, content: PagesTab },
  { id: "blogs", label: "Blogs", icon: Newspaper, content: BlogsTab },
  { id: "newsletter", label: "Newsletter", icon: MailCheck, content: NewsletterTab },
  { id: "community", label: "Community", icon: Users, content: CommunityTab },
  { id: "home", label: "Home", icon: House, content: HomeTab },
  { id: "seo", label: "SEO", icon: Globe, content: SeoTab },
  { id: "messages", label: "Messages", icon: MessagesSquare, content: MessagesTab },
  { id: "reviews", label: "Reviews", icon: Star, content: ReviewsTab },
  { id: "outbox", label: "Outbox", icon: Send, content: OutboxTab },
  { id: "audit", label: "Audit Log", icon: History, content: AuditTab },
] as const satisfies readonly { id: string; label: string; icon: LucideIcon; content: ComponentType }[];

export type AdminTabId = (typeof ADMIN_TABS)[number]["id"];

export function isAdminTab(value: string | null): value is AdminTabId {
  return ADMIN_TABS.some((tab) => tab.id === value);
}

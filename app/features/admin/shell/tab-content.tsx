import type { ComponentType } from "react";
import { AuditTab } from "../audit/audit-tab";
import { BlogsTab } from "../blogs/blogs-tab";
import { CafesTab } from "../cafes/cafes-tab";
import { CommunityTab } from "../community/community-tab";
import { DashboardTab } from "../dashboard/dashboard-tab";
import { HomeTab } from "../home/home-tab";
import { MessagesTab } from "../messages/messages-tab";
import { MoodsTab } from "../moods/moods-tab";
import { NewsletterTab } from "../newsletter/newsletter-tab";
import { OrdersTab } from "../orders/orders-tab";
import { OriginsTab } from "../origins/origins-tab";
import { OutboxTab } from "../outbox/outbox-tab";
import { PagesTab } from "../pages/pages-tab";
import { ProductsTab } from "../products/products-tab";
import { SeoTab } from "../seo/seo-tab";
import { StockTab } from "../stock/stock-tab";
import type { AdminTabId } from "./tabs";

const TABS: Record<AdminTabId, ComponentType> = {
  dashboard: DashboardTab,
  products: ProductsTab,
  orders: OrdersTab,
  stock: StockTab,
  origins: OriginsTab,
  moods: MoodsTab,
  cafes: CafesTab,
  pages: PagesTab,
  blogs: BlogsTab,
  newsletter: NewsletterTab,
  community: CommunityTab,
  home: HomeTab,
  seo: SeoTab,
  messages: MessagesTab,
  outbox: OutboxTab,
  audit: AuditTab,
};

export function TabContent({ tab }: { tab: AdminTabId }) {
  const Tab = TABS[tab];
  return <Tab />;
}

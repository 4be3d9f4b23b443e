import { ADMIN_TABS, type AdminTabId } from "./tabs";

export function TabContent({ tab }: { tab: AdminTabId }) {
  const Tab = ADMIN_TABS.find(({ id }) => id === tab)!.content;
  return <Tab />;
}

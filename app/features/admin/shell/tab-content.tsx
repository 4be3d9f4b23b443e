import type { AdminTabId } from "./tabs";

export function TabContent({ tab }: { tab: AdminTabId }) {
  return <p>{tab}</p>;
}

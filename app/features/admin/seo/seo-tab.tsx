import type { AdminSeoSettings } from "@domain/admin/types";
import { formatDateTime } from "../format";
import { QueryView } from "../ui/query-view";
import { TabHeader } from "../ui/tab-header";
import { useAdminQuery } from "../use-admin-data";
import { SeoForm } from "./seo-form";

export function SeoTab() {
  const query = useAdminQuery<AdminSeoSettings>("/seo");
  return (
    <>
      <TabHeader
        title="SEO"
        description={
          query.data?.updatedAt
            ? `How search engines and analytics see the shop. Last saved ${formatDateTime(query.data.updatedAt)}.`
            : "How search engines and analytics see the shop."
        }
      />
      <QueryView query={query} failure="Failed to fetch SEO settings">
        {(seo) => <SeoForm seo={seo} />}
      </QueryView>
    </>
  );
}

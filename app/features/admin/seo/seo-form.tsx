import { zodResolver } from "@hookform/resolvers/zod";
import Plus from "lucide-react/icons/plus";
import { FormProvider, useFieldArray, useForm, type FieldValues, type Resolver } from "react-hook-form";
import { SeoSettingsInput } from "@domain/admin/seo";
import type { AdminSeoSettings } from "@domain/admin/types";
import { Button } from "~/components/ui/button";
import { toast } from "~/lib/toast";
import { adminApi } from "../api";
import { failureToast, fieldErrorsOf, useRefreshAdmin } from "../use-admin-data";
import { CheckboxField, FormSection, SelectField, TextAreaField, TextField } from "../ui/form-fields";
import { RowActions } from "../ui/row-actions";

function valuesOf(seo: AdminSeoSettings): FieldValues {
  return {
    googleTagManagerId: seo.googleTagManagerId ?? "",
    googleAnalyticsId: seo.googleAnalyticsId ?? "",
    searchConsoleVerification: seo.searchConsoleVerification ?? "",
    facebookPixelId: seo.facebookPixelId ?? "",
    robotsTxt: seo.robotsTxt ?? "",
    sitemapEnabled: seo.sitemapEnabled,
    redirects: seo.redirects.map((r) => ({ ...r, statusCode: String(r.statusCode) })),
  };
}

/** The SEO settings, saved and applied on the public site: analytics ids, robots.txt, sitemap and redirects. */
export function SeoForm({ seo }: { seo: AdminSeoSettings }) {
  const refresh = useRefreshAdmin();
  const form = useForm({
    resolver: zodResolver(SeoSettingsInput as never) as unknown as Resolver<FieldValues>,
    defaultValues: valuesOf(seo),
    mode: "onTouched",
  });
  const redirects = useFieldArray({ control: form.control, name: "redirects" });
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await adminApi.put<AdminSeoSettings>("/seo", values);
      toast({ title: "SEO settings saved", description: "The public site uses them from now on." });
      form.reset(valuesOf(saved));
      await refresh();
    } catch (error) {
      Object.entries(fieldErrorsOf(error)).forEach(([name, message], index) =>
        form.setError(name, { type: "server", message }, { shouldFocus: index === 0 }),
      );
      failureToast(error, "Failed to save SEO settings");
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="space-y-6">
        <section className="rounded-2xl border border-coffee-800/10 bg-white p-5 sm:p-6">
          <FormSection title="Analytics and verification">
            <TextField name="googleTagManagerId" label="Google Tag Manager" placeholder="GTM-ABC1234" />
            <TextField name="googleAnalyticsId" label="Google Analytics" placeholder="G-ABC123XYZ9" />
            <TextField
              name="searchConsoleVerification"
              label="Search Console verification"
              hint="The content of Google's verification meta tag."
            />
            <TextField name="facebookPixelId" label="Facebook Pixel" placeholder="123456789012345" />
          </FormSection>
        </section>
        <section className="rounded-2xl border border-coffee-800/10 bg-white p-5 sm:p-6">
          <FormSection title="Crawling">
            <TextAreaField
              name="robotsTxt"
              label="robots.txt"
              rows={7}
              placeholder={seo.effectiveRobotsTxt}
              hint="Empty: the shop's default rules (shown faintly)."
              className="font-mono sm:col-span-2"
            />
            <CheckboxField
              name="sitemapEnabled"
              label="Sitemap"
              hint="Serve /sitemap.xml and point robots.txt to it."
              className="sm:col-span-2"
            />
          </FormSection>
        </section>
        <section
          className="rounded-2xl border border-coffee-800/10 bg-white p-5 sm:p-6"
          aria-labelledby="seo-redirects"
        >
          <div className="mb-3 flex items-center justify-between gap-3">
            <h3 id="seo-redirects" className="font-sans text-xs font-bold uppercase tracking-wider text-coffee-400">
              Redirects
            </h3>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => redirects.append({ fromPath: "", toPath: "", statusCode: "301" })}
            >
              <Plus aria-hidden /> Add Redirect
            </Button>
          </div>
          {redirects.fields.length === 0 ? (
            <p className="text-sm text-coffee-500">
              No redirects. Add one when a page moves, so old links keep working.
            </p>
          ) : null}
          <ol className="space-y-3">
            {redirects.fields.map((field, index) => (
              <li
                key={field.id}
                className="grid items-start gap-3 rounded-xl bg-cream-50 p-3 sm:grid-cols-[1fr_1fr_auto_auto]"
              >
                <TextField name={`redirects.${index}.fromPath`} label="From" placeholder="/old-page" />
                <TextField name={`redirects.${index}.toPath`} label="To" placeholder="/new-page" />
                <SelectField
                  name={`redirects.${index}.statusCode`}
                  label="Kind"
                  options={[
                    { value: "301", label: "301 moved" },
                    { value: "302", label: "302 for now" },
                  ]}
                />
                <div className="sm:pt-7">
                  <RowActions
                    name={`the redirect from ${form.getValues(`redirects.${index}.fromPath`) || "a new path"}`}
                    onDelete={() => redirects.remove(index)}
                  />
                </div>
              </li>
            ))}
          </ol>
        </section>
        <div className="sticky bottom-0 flex flex-wrap justify-end gap-3 border-t border-coffee-800/10 bg-cream-100/95 py-4">
          <Button
            type="button"
            variant="outline"
            disabled={!form.formState.isDirty || form.formState.isSubmitting}
            onClick={() => form.reset()}
          >
            Discard Changes
          </Button>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? "Saving..." : "Save Settings"}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

import {
  BLOG_CATEGORIES,
  BLOG_META_DESCRIPTION_MAX,
  BLOG_META_TITLE_MAX,
  BLOG_READ_TIME_DEFAULT,
  BLOG_STATUSES,
  BlogInput,
} from "@domain/admin/content";
import type { AdminBlogPost } from "@domain/admin/types";
import { titleCase } from "../format";
import { EntityForm, toFormValues } from "../ui/entity-form";
import {
  CheckboxField,
  CountedField,
  FormSection,
  options,
  SelectField,
  TextAreaField,
  TextField,
} from "../ui/form-fields";
import { ImageField } from "../ui/image-field";
import { SlugFromTitle } from "../ui/slug-from-title";

const KEYS = [
  "title",
  "slug",
  "excerpt",
  "content",
  "metaTitle",
  "metaDescription",
  "tags",
  "status",
  "isFeatured",
  "categoryId",
  "featuredImage",
  "readTime",
  "author",
] as const satisfies readonly (keyof AdminBlogPost)[];

function valuesOf(post: AdminBlogPost | null) {
  if (!post)
    return {
      ...Object.fromEntries(KEYS.map((key) => [key, ""])),
      status: "draft",
      isFeatured: false,
      categoryId: "1",
      readTime: String(BLOG_READ_TIME_DEFAULT),
    };
  return toFormValues(post, KEYS);
}

export function BlogForm({
  post,
  onSave,
  onCancel,
}: {
  post: AdminBlogPost | null;
  onSave: (values: Record<string, unknown>) => Promise<unknown>;
  onCancel: () => void;
}) {
  return (
    <EntityForm
      schema={BlogInput}
      defaultValues={valuesOf(post)}
      onSubmit={onSave}
      onCancel={onCancel}
      failure="Failed to save blog post"
      submitLabel={post ? "Save Changes" : "Create Post"}
    >
      <SlugFromTitle enabled={post === null} />
      <FormSection title="The post">
        <TextField name="title" label="Title" required className="sm:col-span-2" />
        <TextField
          name="slug"
          label="URL slug"
          hint="Made from the title; the post lives at /blog/{slug}."
          className="sm:col-span-2"
        />
        <TextAreaField
          name="excerpt"
          label="Excerpt"
          rows={2}
          className="sm:col-span-2"
          hint="Shown on the journal's cards."
        />
        <TextAreaField
          name="content"
          label="Content"
          required
          rows={14}
          className="sm:col-span-2"
          hint="Markdown: ## headings, - bullets, **bold**, *italic*."
        />
      </FormSection>
      <FormSection title="Publishing">
        <SelectField
          name="status"
          label="Status"
          options={options(BLOG_STATUSES, titleCase)}
          hint="Published posts appear on the journal at once."
        />
        <SelectField
          name="categoryId"
          label="Category"
          options={BLOG_CATEGORIES.map((c) => ({ value: String(c.id), label: c.name }))}
        />
        <TextField name="readTime" label="Read time (minutes)" type="number" inputMode="numeric" min="1" />
        <TextField name="author" label="Author" placeholder="Bean & Bhūmi" />
        <TextField
          name="tags"
          label="Tags"
          hint="Comma-separated; the first three show on cards."
          className="sm:col-span-2"
        />
        <CheckboxField
          name="isFeatured"
          label="Featured"
          hint="Shown among the featured stories."
          className="sm:col-span-2"
        />
        <ImageField name="featuredImage" label="Featured image" />
      </FormSection>
      <FormSection title="Search engines">
        <CountedField
          name="metaTitle"
          label="Meta title"
          max={BLOG_META_TITLE_MAX}
          recommended={[50, 60]}
          hint="Best at 50–60 characters."
          className="sm:col-span-2"
        />
        <CountedField
          name="metaDescription"
          label="Meta description"
          max={BLOG_META_DESCRIPTION_MAX}
          recommended={[150, 160]}
          hint="Best at 150–160 characters."
          className="sm:col-span-2"
        />
      </FormSection>
    </EntityForm>
  );
}

import ImagePlus from "lucide-react/icons/image-plus";
import { useId, useRef, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { inputClass } from "./input-class";
import { toast } from "~/lib/toast";
import { errorMessage } from "~/lib/api";
import { responsiveImage } from "~/lib/responsive-image";
import { cn } from "~/lib/utils";
import { uploadImage } from "../api";
import { Spinner } from "./spinner";

const ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/gif";

/**
 * An image by URL or by upload: the upload goes to the server (type and size checked there, resized
 * to the storefront's sizes) and its URL fills the field. A preview shows what the shop will show.
 */
export function ImageField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const { register, setValue, formState, getFieldState } = useFormContext();
  const url = (useWatch({ name }) as string | undefined) ?? "";
  const [uploading, setUploading] = useState(false);
  const message = getFieldState(name, formState).error?.message;

  async function upload(file: File) {
    setUploading(true);
    try {
      const result = await uploadImage(file);
      setValue(name, result.url, { shouldDirty: true, shouldValidate: true });
      toast({ title: "Image uploaded", description: file.name });
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Upload failed",
        description: errorMessage(error, "The image could not be uploaded. Please try again."),
      });
    } finally {
      setUploading(false);
      if (fileRef.current) fileRef.current.value = "";
    }
  }

  return (
    <div className="space-y-1.5 sm:col-span-2">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="flex gap-3">
        <div className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-xl border border-coffee-800/10 bg-cream-100">
          {url ? (
            <img {...responsiveImage(url, "80px")} alt="" className="size-full object-cover" />
          ) : (
            <ImagePlus aria-hidden className="size-6 text-coffee-400" />
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <input
            id={id}
            type="url"
            inputMode="url"
            placeholder="https://… or /uploads/…"
            className={cn(inputClass, "pr-4")}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${id}-error` : `${id}-hint`}
            {...register(name)}
          />
          <div className="flex flex-wrap items-center gap-2">
            <input
              ref={fileRef}
              id={`${id}-file`}
              type="file"
              accept={ACCEPT}
              className="sr-only"
              onChange={(event) => event.target.files?.[0] && void upload(event.target.files[0])}
            />
            <label
              htmlFor={`${id}-file`}
              className={cn(
                "inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border border-coffee-800/25 px-4 text-sm font-medium hover:border-coffee-800 hover:bg-coffee-800/5",
                "[input:focus-visible+&]:outline-2 [input:focus-visible+&]:outline-offset-2 [input:focus-visible+&]:outline-terracotta-500",
                uploading && "pointer-events-none opacity-60",
              )}
            >
              {uploading ? (
                <Spinner className="size-4 border-coffee-800 border-r-transparent" />
              ) : (
                <ImagePlus aria-hidden className="size-4" />
              )}
              {uploading ? "Uploading..." : "Upload image"}
            </label>
            <span id={`${id}-hint`} className="text-xs text-coffee-500">
              {hint ?? "JPEG, PNG, WebP, AVIF or GIF, up to 8 MB."}
            </span>
          </div>
          {message ? (
            <p id={`${id}-error`} className="text-sm font-medium text-terracotta-600">
              {message}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

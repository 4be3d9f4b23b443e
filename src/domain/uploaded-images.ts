/**
 * Uploaded images are stored at three widths under one random id — /uploads/<id>-400.webp, -800 and
 * -1600 — and the product keeps the 800 one. The server names the files with `uploadedImageUrl`; the
 * pages derive the siblings from the kept URL so the browser can pick the width it needs.
 */
export const UPLOADS_PATH = "/uploads";
/** Card (400), product page (800, the URL the product keeps) and large screens (1600). */
export const UPLOAD_WIDTHS = [400, 800, 1600] as const;
export const UPLOAD_MAIN_WIDTH = 800;

/** Ids are random letters and digits (storage.ts), so nothing else can pass for an upload. */
const UPLOADED = new RegExp(`^${UPLOADS_PATH}/([A-Za-z0-9]+)-(?:${UPLOAD_WIDTHS.join("|")})\\.webp$`);

export function uploadedImageUrl(id: string, width: number): string {
  return `${UPLOADS_PATH}/${id}-${width}.webp`;
}

/**
 * "/uploads/<id>-400.webp 400w, …-800.webp 800w, …-1600.webp 1600w" for an uploaded image; undefined
 * for any other image (the SVG artwork, a photo on another site), which is served as it is.
 */
export function uploadedImageSrcSet(url: string | null | undefined): string | undefined {
  const id = url ? UPLOADED.exec(url)?.[1] : undefined;
  if (!id) return undefined;
  return UPLOAD_WIDTHS.map((width) => `${uploadedImageUrl(id, width)} ${width}w`).join(", ");
}

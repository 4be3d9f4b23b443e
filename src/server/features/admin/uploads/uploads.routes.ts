import type { RequestHandler, Router } from "express";
import multer from "multer";
import { HttpError } from "../../../http/errors";
import type { Services } from "../../../services";
import { recordAudit } from "../audit";
import { actorOf } from "../auth/guard";
import { MAX_UPLOAD_BYTES, storeImage } from "./storage";

const TOO_LARGE = `The image must be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`;

/** One file in field `file`, kept in memory (≤ 8 MB) for sharp; multer's own errors become 4xx with a message. */
function oneImage(): RequestHandler {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 12 },
  }).single("file");
  return (req, res, next) => {
    if (!req.is("multipart/form-data"))
      return next(
        new HttpError(415, 'Send the image as multipart/form-data in the field "file"', {
          file: "Choose an image to upload",
        }),
      );
    parse(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError) {
        if (error.code === "LIMIT_FILE_SIZE") return next(new HttpError(413, TOO_LARGE, { file: TOO_LARGE }));
        return next(
          new HttpError(400, `Upload one image in the field "file" (${error.message})`, { file: "Upload one image" }),
        );
      }
      next(new HttpError(400, "The upload could not be read", { file: "The upload could not be read" }));
    });
  };
}

export function registerUploadRoutes(router: Router, { config, db }: Services): void {
  router.post("/uploads", oneImage(), async (req, res) => {
    if (!req.file) throw new HttpError(400, "Choose an image to upload", { file: "Choose an image to upload" });
    const result = await storeImage(config, req.file.buffer);
    await recordAudit(db, actorOf(res), {
      action: "upload",
      entityType: "image",
      entityId: result.url,
      after: { ...result, originalName: req.file.originalname.slice(0, 200) },
    });
    res.status(201).json(result);
  });
}

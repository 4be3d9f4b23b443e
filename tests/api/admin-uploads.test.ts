import { readdir } from "node:fs/promises";
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import type { UploadResult } from "@domain/admin/types";
import { signInAdmin, type AdminClient } from "../support/admin";
import { eachDatabase } from "../support/test-app";

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 139, g: 69, b: 19 } } })
    .png()
    .toBuffer();

/**
 * A grayscale PNG whose header claims `width` × `height` with every row zero: a few kilobytes that
 * decode to width × height bytes (the review's 39 KB, 1,000,000 × 40 image cost ~370 MB).
 */
function pixelBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grayscale
  const rows = deflateSync(Buffer.alloc((width + 1) * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", rows),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function form(bytes: Buffer | Uint8Array, name: string, type: string) {
  const data = new FormData();
  data.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
}

eachDatabase("Admin image uploads", (app) => {
  let admin: AdminClient;
  const upload = (body: FormData | string, headers: Record<string, string> = {}) =>
    app().api("/api/admin/uploads", {
      method: "POST",
      headers: { Authorization: `Bearer ${admin.token}`, ...headers },
      body,
    });

  beforeAll(async () => {
    admin = await signInAdmin(app());
  });

  it("stores an image as WebP in the storefront's sizes, served with long cache headers", async () => {
    const response = await upload(form(await png(2000, 1000), "bag.png", "image/png"));
    expect(response.status).toBe(201);
    const result = (await response.json()) as UploadResult;
    expect(result).toMatchObject({ width: 2000, height: 1000, format: "webp", url: result.sizes["800"] });
    expect(Object.keys(result.sizes)).toEqual(["400", "800", "1600"]);
    for (const [width, url] of Object.entries(result.sizes)) {
      expect(url).toMatch(/^\/uploads\/[A-Za-z0-9]+-\d+\.webp$/);
      const file = await app().api(url);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("image/webp");
      expect(file.headers.get("cache-control")).toMatch(/max-age=31536000.*immutable/);
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: "webp", width: Number(width), height: Number(width) / 2 });
    }
  });

  it("never enlarges a small image", async () => {
    const result = (await (await upload(form(await png(300, 300), "small.png", "image/png"))).json()) as UploadResult;
    const meta = await sharp(Buffer.from(await (await app().api(result.sizes["1600"]!)).arrayBuffer())).metadata();
    expect(meta.width).toBe(300);
  });

  it("checks the bytes, not the name or the header", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const disguised = await upload(form(svg, "bag.png", "image/png"));
    expect(disguised.status).toBe(415);
    expect(await disguised.json()).toMatchObject({ message: "Upload a JPEG, PNG, WebP, AVIF or GIF image" });
    const text = await upload(form(Buffer.from("just some text, long enough"), "notes.jpg", "image/jpeg"));
    expect(text.status).toBe(415);
    const truncated = (await png(400, 400)).subarray(0, 60);
    expect((await upload(form(truncated, "broken.png", "image/png"))).status).toBe(415);
    const realJpegNamedTxt = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
      .jpeg()
      .toBuffer();
    expect((await upload(form(realJpegNamedTxt, "photo.txt", "text/plain"))).status).toBe(201);
  });

  it("refuses files over 8 MB, a missing file and a non-multipart body with a message", async () => {
    const big = Buffer.alloc(8 * 1024 * 1024 + 1, 0);
    big.set([0xff, 0xd8, 0xff], 0);
    const tooLarge = await upload(form(big, "huge.jpg", "image/jpeg"));
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).message).toBe("The image must be at most 8 MB");
    const empty = new FormData();
    empty.append("note", "no file");
    const missing = await upload(empty);
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe("Choose an image to upload");
    expect((await upload(JSON.stringify({ url: "x" }), { "Content-Type": "application/json" })).status).toBe(415);
    const two = form(await png(10, 10), "a.png", "image/png");
    two.append("file", new Blob([new Uint8Array(await png(10, 10))], { type: "image/png" }), "b.png");
    expect((await upload(two)).status).toBe(400);
  });

  it("refuses an image too large in pixels before decoding it, with a 4xx naming the limit", async () => {
    const bomb = pixelBomb(1_000_000, 40);
    expect(bomb.length).toBeLessThan(100_000);
    const before = await readdir(`${app().services.config.dataDir}/uploads`).catch(() => []);
    const response = await upload(form(bomb, "strip.png", "image/png"));
    expect(response.status).toBe(413);
    expect((await response.json()).message).toMatch(/too large in pixels: at most 12,000 pixels a side/);
    expect(await readdir(`${app().services.config.dataDir}/uploads`).catch(() => [])).toEqual(before);
  });

  it("answers a PNG cut short with a 415, never a 500, and keeps none of it", async () => {
    const whole = await sharp({
      create: {
        width: 900,
        height: 700,
        channels: 3,
        background: "#000",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    const before = await readdir(`${app().services.config.dataDir}/uploads`).catch(() => []);
    const response = await upload(form(whole.subarray(0, Math.floor(whole.length / 2)), "cut.png", "image/png"));
    expect(response.status).toBe(415);
    expect((await response.json()).message).toMatch(/damaged or cut short/);
    expect(await readdir(`${app().services.config.dataDir}/uploads`).catch(() => [])).toEqual(before);
  });

  it("needs a signed-in admin", async () => {
    const anonymous = await app().api("/api/admin/uploads", {
      method: "POST",
      body: form(await png(10, 10), "a.png", "image/png"),
    });
    expect(anonymous.status).toBe(401);
  });
});

import { describe, expect, it } from "vitest";
import { templatePage } from "./page-body";
import { createPageCache, type RenderedPage } from "./page-cache";

const page = (html: string, keep = true): RenderedPage => ({
  status: 200,
  headers: [["content-type", "text/html"]],
  body: templatePage(html),
  keep,
});

describe("the page cache", () => {
  it("renders a page once for concurrent requests and serves it again", async () => {
    const cache = createPageCache();
    let renders = 0;
    const render = async () => {
      renders += 1;
      return page("<p>a</p>");
    };
    const [a, b] = await Promise.all([cache.get("/x", render), cache.get("/x", render)]);
    expect(a).toBe(b);
    await cache.get("/x", render);
    expect(renders).toBe(1);
  });

  it("does not keep what it was told not to keep (redirects, errors)", async () => {
    const cache = createPageCache();
    let renders = 0;
    const render = async () => page(`<p>${++renders}</p>`, false);
    await cache.get("/y", render);
    await cache.get("/y", render);
    expect(renders).toBe(2);
  });

  it("forgets everything on clear, and never keeps a page that was rendering while it cleared", async () => {
    const cache = createPageCache();
    let release!: () => void;
    const slow = cache.get(
      "/z",
      () => new Promise<RenderedPage>((resolve) => (release = () => resolve(page("<p>old price</p>")))),
    );
    cache.clear();
    release();
    expect((await slow).body.pieces.join("")).toBe("<p>old price</p>");
    const fresh = await cache.get("/z", async () => page("<p>new price</p>"));
    expect(fresh.body.pieces.join("")).toBe("<p>new price</p>");
  });

  it("expires pages after its time to live", async () => {
    const cache = createPageCache({ ttlMs: 30 });
    let renders = 0;
    const render = async () => page(`<p>${++renders}</p>`);
    await cache.get("/t", render);
    await expect.poll(async () => (await cache.get("/t", render), renders), { interval: 20 }).toBe(2);
  });
});

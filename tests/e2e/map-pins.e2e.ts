/** On the café maps every marker is a whole 24 px target and none covers another, on a phone and on a laptop. */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LAPTOP, PHONE, useBrowser, visit } from "./support/browser";

const browser = useBrowser();

type Box = { x: number; y: number; width: number; height: number };

async function markerBoxes(page: Page, map: Locator): Promise<Box[]> {
  await map.scrollIntoViewIfNeeded();
  const markers = await map.locator("[data-map-pin] > :is(a, button)").all();
  expect(markers.length).toBeGreaterThan(0);
  return Promise.all(markers.map(async (marker) => (await marker.boundingBox())!));
}

/** Markers are round: two cover each other when their circles meet (WCAG 2.5.8 measures targets the same way). */
const overlap = (a: Box, b: Box) =>
  Math.hypot(a.x + a.width / 2 - (b.x + b.width / 2), a.y + a.height / 2 - (b.y + b.height / 2)) <
  (a.width + b.width) / 2;

describe("map markers", () => {
  for (const [path, map] of [
    ["/cafes", "#cafe-map figure"],
    ["/", "#cafe-discovery figure"],
  ] as const)
    for (const viewport of [PHONE, LAPTOP])
      it(`keep a 24 px target and never cover each other on ${path} at ${viewport.width} px`, async () => {
        const page = await browser().newPage(viewport);
        await visit(page, `${browser().baseUrl}${path}`);
        const boxes = await markerBoxes(page, page.locator(map));
        for (const box of boxes) {
          expect(box.width).toBeGreaterThanOrEqual(24);
          expect(box.height).toBeGreaterThanOrEqual(24);
        }
        for (let i = 0; i < boxes.length; i++)
          for (let j = i + 1; j < boxes.length; j++)
            expect(overlap(boxes[i]!, boxes[j]!), `markers ${i} and ${j}`).toBe(false);
        await page.close();
      });
});

/**
 * The optional language model, through a fake OpenAI-compatible server on loopback: whatever it
 * answers — well, wrongly, not at all — the shopper gets a valid recommendation, and `engine` says
 * who produced it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BLEND_NAMES } from "../../src/domain/ai-mood";
import { AI_MOOD_RATE } from "../../src/server/features/ai-mood/ai-mood.routes";
import { resetRateLimit } from "../../src/server/http/rate-limit";
import { ask, expectRealRecommendation } from "../support/ai-mood";
import { startFakeOpenAi, type FakeOpenAi } from "../support/fake-openai";
import { availableDatabases, startTestApp, type TestApp } from "../support/test-app";

const TIMEOUT_MS = 1500;

const good = {
  emotionalResponse: "A rainy Sunday with old songs playing is a gift — let it be slow.",
  moodMatch: "Soulful & Slow",
  coffeeBlend: { name: "Stone Drip", origin: "Made up by the model", strength: 9, slug: "made-up-by-the-model" },
  brewingMethod: {
    name: "Cold Brew",
    temperature: "Cold, filtered water",
    time: "14 hours",
    steps: ["Grind coarse.", "Steep overnight in the fridge.", "Strain and pour over ice."],
  },
  nearbyTable: { name: "Nilgiri Fog Coffee House", reason: "Fog on the windows and nobody in a hurry." },
};

for (const kind of availableDatabases()) {
  describe(`AI mood suggestion with a language model [${kind}]`, () => {
    let fake: FakeOpenAi;
    let app: TestApp;

    beforeAll(async () => {
      fake = await startFakeOpenAi();
      app = await startTestApp(kind, {
        AI_BASE_URL: fake.baseUrl,
        AI_API_KEY: "test-key",
        AI_MODEL: "test-model",
        AI_TIMEOUT_MS: String(TIMEOUT_MS),
      });
    });
    afterAll(async () => {
      await app?.close();
      await fake?.close();
    });
    beforeEach(async () => {
      fake.requests.length = 0;
      await resetRateLimit(app.services.db, AI_MOOD_RATE, "127.0.0.1");
    });

    it("uses a good answer, with the blend's facts taken from the catalogue, and asks with the shop's blends and cafés", async () => {
      fake.answerWith({ content: `\`\`\`json\n${JSON.stringify(good)}\n\`\`\`` });
      const { status, json } = await ask(app, { emotion: "rainy sunday, old songs on" });
      expect(status).toBe(200);
      expect(json.engine).toBe("model");
      const { product } = await expectRealRecommendation(app, json);
      expect(json.recommendation).toMatchObject({
        emotionalResponse: good.emotionalResponse,
        moodMatch: "Soulful & Slow",
        brewingMethod: good.brewingMethod,
        nearbyTable: { name: "Nilgiri Fog Coffee House", reason: good.nearbyTable.reason, distance: "Ooty" },
      });
      expect(json.recommendation.coffeeBlend).toMatchObject({
        name: "Stone Drip",
        origin: product.origin,
        strength: 3,
        slug: product.slug,
      });

      expect(fake.requests).toHaveLength(1);
      const [request] = fake.requests;
      expect(request!.headers.authorization).toBe("Bearer test-key");
      expect(request!.body.model).toBe("test-model");
      const [system, user] = request!.body.messages;
      for (const name of BLEND_NAMES) expect(system!.content).toContain(name);
      expect(system!.content).toContain("Nilgiri Fog Coffee House");
      expect(system!.content).toContain("Calm & Reflective");
      expect(user!.content).toContain("rainy sunday, old songs on");
    });

    it("replaces a blend that does not exist with a real one for the model's mood", async () => {
      fake.answerWith({
        content: JSON.stringify({
          ...good,
          coffeeBlend: { name: "Velvet Sunrise" },
          emotionalResponse: "Velvet Sunrise is perfect for you.",
        }),
      });
      const { status, json } = await ask(app, { emotion: "rainy sunday, old songs on" });
      expect(status).toBe(200);
      expect(json.engine).toBe("model");
      await expectRealRecommendation(app, json);
      expect(json.recommendation.moodMatch).toBe("Soulful & Slow");
      expect(["Still Smoke", "Stone Drip"]).toContain(json.recommendation.coffeeBlend.name);
      // Its words named the made-up blend, so they give way to the engine's.
      expect(json.recommendation.emotionalResponse).not.toContain("Velvet Sunrise");
      expect(json.recommendation.emotionalResponse).toContain(json.recommendation.coffeeBlend.name);
      expect(json.recommendation.nearbyTable.name).toBe("Nilgiri Fog Coffee House");
    });

    it("replaces a café that is not on the map and a mood the shop does not have", async () => {
      fake.answerWith({
        content: JSON.stringify({
          ...good,
          moodMatch: "Melancholy",
          nearbyTable: { name: "Starbucks Reserve", reason: "Big." },
        }),
      });
      const { json } = await ask(app, { emotion: "so tired after a night shift" });
      expect(json.engine).toBe("model");
      await expectRealRecommendation(app, json);
      expect(json.recommendation.moodMatch).toBe("Energetic & Focused");
      expect(json.recommendation.nearbyTable.name).not.toBe("Starbucks Reserve");
    });

    it("keeps a sure engine's whole answer when the model names another mood (never worse than the engine)", async () => {
      fake.answerWith({ content: JSON.stringify(good) });
      const { status, json } = await ask(app, { emotion: "so exhausted, and a big deadline tonight" });
      expect(status).toBe(200);
      expect(json.engine).toBe("built-in");
      expect(json.recommendation.moodMatch).toBe("Energetic & Focused");
      expect(json.recommendation.emotionalResponse).not.toBe(good.emotionalResponse);
      await expectRealRecommendation(app, json);
    });

    it("falls back to the built-in engine when the model's reply is not JSON", async () => {
      fake.answerWith({ content: "Sure! {moodMatch: Calm, blend: Morning Dust" });
      const { status, json } = await ask(app, { emotion: "I'm feeling stressed" });
      expect(status).toBe(200);
      expect(json.engine).toBe("built-in");
      await expectRealRecommendation(app, json);
      expect(json.recommendation.moodMatch).toBe("Calm & Reflective");
      expect(fake.requests).toHaveLength(1);
    });

    it("falls back when the model errors", async () => {
      fake.answerWith({ status: 500, body: '{"error":{"message":"overloaded"}}' });
      const { status, json } = await ask(app, { emotion: "I want to celebrate" });
      expect(status).toBe(200);
      expect(json.engine).toBe("built-in");
      expect(json.recommendation.moodMatch).toBe("Bold & Adventurous");
    });

    it(`falls back when the model does not answer within ${TIMEOUT_MS} ms`, async () => {
      fake.answerWith("hang");
      const started = Date.now();
      const { status, json } = await ask(app, { emotion: "I need a hug" });
      const took = Date.now() - started;
      expect(status).toBe(200);
      expect(json.engine).toBe("built-in");
      expect(json.recommendation.moodMatch).toBe("Cozy & Nostalgic");
      await expectRealRecommendation(app, json);
      expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
      expect(took).toBeLessThan(TIMEOUT_MS + 5000);
    });
  });
}

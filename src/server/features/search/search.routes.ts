import { Router } from "express";
import { z } from "zod";
import { SEARCH_MIN_LENGTH, type SearchSuggestions } from "@domain/search";
import { searchQuerySchema } from "@domain/search-query";
import { parseInput } from "../../http/errors";
import type { Services } from "../../services";

const QUERY = z.object({ q: searchQuerySchema });

export function searchRoutes({ search }: Services): Router {
  const router = Router();

  /** The search box's suggestions; under two characters there are none to give. */
  router.get("/search", async (req, res) => {
    const raw = typeof req.query.q === "string" ? req.query.q : "";
    const query = parseInput(QUERY, { q: raw }).q.trim();
    const answer: SearchSuggestions =
      query.length < SEARCH_MIN_LENGTH ? { query, products: [], moods: [], articles: [] } : await search.suggest(query);
    res.json(answer);
  });

  return router;
}

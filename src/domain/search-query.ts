/** The search API's query as a schema, apart from search.ts so that zod stays out of the first view (decision 140). */
import { z } from "zod";
import { SEARCH_MAX_LENGTH } from "./search";

export const searchQuerySchema = z
  .string({ error: "Type something to search for" })
  .max(SEARCH_MAX_LENGTH, { error: `Keep the search under ${SEARCH_MAX_LENGTH} characters` });

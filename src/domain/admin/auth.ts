/** Admin sign-in: username and password required. */
import { z } from "zod";

export const LoginInput = z.object({
  username: z
    .string({ error: "Username is required" })
    .trim()
    .min(1, "Username is required")
    .max(100, "Username must be at most 100 characters"),
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(1000, "Password must be at most 1000 characters"),
});
export type LoginInput = z.output<typeof LoginInput>;

/** The text of a failed sign-in; the API answers 401 with it. */
export const INVALID_CREDENTIALS = "Invalid credentials. Please try again.";
/** Where the panel keeps the token (localStorage; decision 010). */
export const ADMIN_TOKEN_KEY = "admin-token";

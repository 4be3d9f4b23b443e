import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation, useNavigate } from "react-router";
import { INVALID_CREDENTIALS, LoginInput } from "@domain/admin/auth";
import type { AdminSession } from "@domain/admin/types";
import { Button } from "~/components/ui/button";
import { ApiError, apiRequest } from "~/lib/api";
import { storeAdminToken } from "../session";
import { AdminBrand } from "../ui/brand";
import { inputClass } from "../ui/input-class";

/** What the owner reads when sign-in fails: the panel's fixed text, or the server's own words for a 429. */
function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429)
      return error.serverMessage ?? "Too many sign-in attempts. Please wait a few minutes and try again.";
    if (error.status === 400 || error.status === 401) return INVALID_CREDENTIALS;
    return error.serverMessage ?? "The shop could not be reached. Please try again.";
  }
  return "The shop could not be reached. Please try again.";
}

export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const sessionEnded = (location.state as { sessionEnded?: boolean } | null)?.sessionEnded === true;
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(LoginInput), defaultValues: { username: "", password: "" } });

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      const session = await apiRequest<AdminSession>("POST", "/api/admin/login", input);
      storeAdminToken(session.token);
      void navigate("/admin", { replace: true });
    } catch (error) {
      console.error("Admin sign-in failed", error);
      setFailure(failureText(error));
    }
  });

  return (
    <div data-admin-area className="flex min-h-dvh items-center justify-center bg-cream-100 px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex justify-center">
          <AdminBrand />
        </div>
        <form
          onSubmit={onSubmit}
          noValidate
          className="rounded-[var(--radius-card)] border border-coffee-800/10 bg-white p-6 shadow-sm sm:p-8"
          aria-labelledby="admin-login-title"
        >
          <h1 id="admin-login-title" className="text-2xl font-semibold">
            Admin Sign In
          </h1>
          <p className="mt-1 text-sm text-coffee-500">Run the shop: orders, stock, content and community.</p>
          {sessionEnded && !failure ? (
            <p role="status" className="mt-4 rounded-xl bg-cream-100 px-3 py-2 text-sm text-coffee-700">
              Your session has ended. Please sign in again.
            </p>
          ) : null}
          {failure ? (
            <p
              role="alert"
              className="mt-4 rounded-xl bg-terracotta-600/10 px-3 py-2 text-sm font-medium text-terracotta-600"
            >
              {failure}
            </p>
          ) : null}
          <div className="mt-6 space-y-4">
            <div className="space-y-1.5">
              <label htmlFor="admin-username" className="text-sm font-semibold">
                Username
              </label>
              <input
                className={`${inputClass} pr-4`}
                id="admin-username"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                required
                aria-invalid={errors.username ? true : undefined}
                aria-describedby={errors.username ? "admin-username-error" : undefined}
                {...register("username")}
              />
              {errors.username ? (
                <p id="admin-username-error" className="text-sm font-medium text-terracotta-600">
                  {errors.username.message}
                </p>
              ) : null}
            </div>
            <div className="space-y-1.5">
              <label htmlFor="admin-password" className="text-sm font-semibold">
                Password
              </label>
              <input
                className={`${inputClass} pr-4`}
                id="admin-password"
                type="password"
                autoComplete="current-password"
                required
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? "admin-password-error" : undefined}
                {...register("password")}
              />
              {errors.password ? (
                <p id="admin-password-error" className="text-sm font-medium text-terracotta-600">
                  {errors.password.message}
                </p>
              ) : null}
            </div>
            <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? "Signing in..." : "Sign In"}
            </Button>
          </div>
        </form>
        <p className="mt-6 text-center text-sm text-coffee-500">
          <a href="/" className="underline underline-offset-4 hover:text-coffee-800">
            Back to the shop
          </a>
        </p>
      </div>
    </div>
  );
}

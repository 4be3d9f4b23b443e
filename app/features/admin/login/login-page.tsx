import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { AdminLoading } from "../admin-loading";
import { adminApi, isUnauthorized, type AdminMe } from "../api";
import { clearAdminToken, readAdminToken } from "../session";
import { LoginForm } from "./login-form";

/** Someone still signed in goes straight to the panel; a token the server no longer accepts is dropped. */
export function LoginPage() {
  const navigate = useNavigate();
  const [checking, setChecking] = useState(() => readAdminToken() !== null);

  useEffect(() => {
    if (!checking) return;
    let live = true;
    adminApi
      .get<AdminMe>("/me")
      .then(() => live && navigate("/admin", { replace: true }))
      .catch((error: unknown) => {
        if (isUnauthorized(error)) clearAdminToken();
        if (live) setChecking(false);
      });
    return () => {
      live = false;
    };
  }, [checking, navigate]);

  return checking ? <AdminLoading label="Loading..." /> : <LoginForm />;
}

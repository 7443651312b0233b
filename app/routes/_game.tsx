import { Outlet, useLocation } from "@remix-run/react";
import { AccountValidation } from "~/components/auth/account-validation";
import { RouteError } from "~/components/layout/error-pages";
import { mustValidate, useRootData } from "~/lib/root-data";

/** The game layout of spec section 2: the content alone (the cookie bar comes from the root). */
export default function GameLayout() {
  const user = useRootData()?.user;
  const { pathname } = useLocation();
  return (
    <main id="main" className="game-layout">
      {mustValidate(user, pathname) ? (
        <div className="validation-screen">
          <AccountValidation />
        </div>
      ) : (
        <Outlet />
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <main id="main" className="game-layout">
      <RouteError />
    </main>
  );
}

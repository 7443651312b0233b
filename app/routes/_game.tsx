import { isRouteErrorResponse, Outlet, useLocation, useRouteError } from "@remix-run/react";
import { AccountValidation } from "~/components/auth/account-validation";
import { GenericError, NotFound } from "~/components/layout/error-pages";
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
  const error = useRouteError();
  return (
    <main id="main" className="game-layout">
      {isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <GenericError />}
    </main>
  );
}

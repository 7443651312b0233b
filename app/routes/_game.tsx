import { isRouteErrorResponse, Outlet, useRouteError } from "@remix-run/react";
import { GenericError, NotFound } from "~/components/layout/error-pages";

/** The game layout of spec section 2: the content alone (the cookie bar comes from the root). */
export default function GameLayout() {
  return (
    <main id="main" className="game-layout">
      <Outlet />
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

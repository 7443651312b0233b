import { Outlet, useLocation } from "@remix-run/react";
import { AccountValidation } from "~/components/auth/account-validation";
import { BrandBar, brandStyle } from "~/components/layout/brand-bar";
import { RouteError } from "~/components/layout/error-pages";
import { useBrand } from "~/lib/brand/use-brand";
import { mustValidate, useRootData } from "~/lib/root-data";

/**
 * The game layout of spec section 2: the content alone (the cookie bar comes from the root). A white-label
 * game's pages (ADR 041) add the company's header and colours.
 */
export default function GameLayout() {
  const user = useRootData()?.user;
  const { pathname } = useLocation();
  const brand = useBrand();
  const content = (
    <main id="main" className={brand ? "game-layout branded" : "game-layout"}>
      {mustValidate(user, pathname) ? (
        <div className="validation-screen">
          <AccountValidation />
        </div>
      ) : (
        <Outlet />
      )}
    </main>
  );
  if (!brand) return content;
  // The header sits beside the main landmark, not in it: it is the page's banner.
  return (
    <div className="brand-frame" style={brandStyle(brand)}>
      <BrandBar brand={brand} />
      {content}
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <main id="main" className="game-layout">
      <RouteError />
    </main>
  );
}

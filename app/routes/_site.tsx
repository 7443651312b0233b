import { isRouteErrorResponse, Outlet, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";
import { GenericError, NotFound } from "~/components/layout/error-pages";
import { Footer } from "~/components/layout/footer";
import { IdlePrefetch } from "~/components/layout/idle-prefetch";
import { TopBar } from "~/components/layout/top-bar";

/** The default layout of spec section 2: top bar, side drawer on small screens, footer. */
function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <TopBar />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <IdlePrefetch />
    </>
  );
}

export default function Site() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <SiteLayout>{isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <GenericError />}</SiteLayout>;
}

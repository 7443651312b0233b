import { Outlet, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { AccountValidation } from "~/components/auth/account-validation";
import { RouteError } from "~/components/layout/error-pages";
import { Footer } from "~/components/layout/footer";
import { IdlePrefetch } from "~/components/layout/idle-prefetch";
import { TopBar } from "~/components/layout/top-bar";
import { useEditorChrome } from "~/components/layout/editor-chrome";
import { mustValidate, useRootData } from "~/lib/root-data";

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
  const user = useRootData()?.user;
  const { pathname } = useLocation();
  const editor = useEditorChrome();
  const validating = mustValidate(user, pathname);
  // An editor uses the whole window: its own compact header, no site footer (issue 24).
  if (editor && !validating) {
    return (
      <>
        <Outlet />
        <IdlePrefetch />
      </>
    );
  }
  // Grade 0: the validation screen stands in for the page (spec sections 2 and 4).
  return <SiteLayout>{validating ? <AccountValidation /> : <Outlet />}</SiteLayout>;
}

export function ErrorBoundary() {
  return (
    <SiteLayout>
      <RouteError />
    </SiteLayout>
  );
}

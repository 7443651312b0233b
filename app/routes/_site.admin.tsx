import { Outlet, useLoaderData } from "@remix-run/react";
import { BackOfficeNav } from "~/components/admin/back-office-nav";
import { adminLayoutLoader, noFormAction } from "~/lib/admin/admin-page.server";
import { staffPageHeaders } from "~/lib/admin/headers";

export const headers = staffPageHeaders;
export const loader = adminLayoutLoader;
// A POST to /admin itself reaches the layout (the index only with ?index).
export const action = noFormAction("staff");

/** The back office's frame (ADR 038): its navigation above every page under /admin; 404 for anyone but staff. */
export default function AdminLayout() {
  const { role } = useLoaderData<typeof loader>();
  return (
    <div className="back-office">
      <BackOfficeNav role={role} />
      <Outlet />
    </div>
  );
}

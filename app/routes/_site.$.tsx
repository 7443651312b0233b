import { notFound } from "~/lib/page.server";

/** Any path no route claims: the default layout's boundary renders the 404 page with status 404. */
export function loader(): never {
  notFound();
}

export default function Unknown() {
  return null;
}

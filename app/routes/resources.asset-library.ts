import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { libraryLoader } from "~/lib/asset-library/endpoint.server";

/** The asset library's search (ADR 046): GET ?q=words&kind=image|panorama|sound, answered in the site's language. */
export const loader = ({ request, context }: LoaderFunctionArgs) => libraryLoader(context, request);

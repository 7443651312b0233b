import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { blogImageResponse } from "~/lib/blog/images.server";

/** A picture of a blog post (ADR 051), from R2; the only images a post may show besides the site's own. */
export const loader = ({ params, context }: LoaderFunctionArgs) => blogImageResponse(context.env.FILES, params.name ?? "");

import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { publicFile } from "~/lib/account/files.server";

/** Public R2 objects by key: /files/avatars/<fileUid>/<name> and /files/projects/<fileUid>/<name> (ADR 016). Everything else is a 404. */
export const loader = ({ params, request, context }: LoaderFunctionArgs) => publicFile(context, params["*"] ?? "", request);

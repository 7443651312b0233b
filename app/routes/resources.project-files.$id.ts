import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { filesAction, filesLoader } from "~/lib/projects/files/endpoint.server";

/** A project's files (ADR 016): GET lists a folder, PUT uploads, POST renames, moves, deletes or picks. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => filesLoader(context, request, params.id ?? "");
export const action = ({ request, context, params }: ActionFunctionArgs) => filesAction(context, request, params.id ?? "");

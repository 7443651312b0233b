import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { aiImagesAction, aiImagesLoader } from "~/lib/ai-images/endpoint.server";

/** A project's AI images (ADR 045): GET says what is left this month, POST generates one into the project's files. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => aiImagesLoader(context, request, params.id ?? "");
export const action = ({ request, context, params }: ActionFunctionArgs) => aiImagesAction(context, request, params.id ?? "");

import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { api } from "../../workers/api";

// Under `npm run dev` (Vite) the worker entry does not run, so /v1 reaches the same hono app through
// this resource route; in the deployed worker, /v1 never gets here (STACK.md, trap 5).
const forward = ({ request, context }: LoaderFunctionArgs | ActionFunctionArgs) => api.fetch(request, context.env, context.ctx as ExecutionContext);

export const loader = forward;
export const action = forward;

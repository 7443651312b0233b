import { E2E } from "./config.mjs";

/** Stops or starts the end-to-end rooms server (`partykit dev`), through tests/e2e/serve.mjs. */
export async function rooms(action: "stop" | "start"): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${E2E.control}/rooms/${action}`, { method: "POST" });
  if (res.status !== 204) throw new Error(`the rooms server could not ${action} (${res.status})`);
}

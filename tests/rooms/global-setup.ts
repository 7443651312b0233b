import { randomBytes } from "node:crypto";
import type { TestProject } from "vitest/node";
import { startPartykit, type PartykitServer } from "./partykit-process";

declare module "vitest" {
  export interface ProvidedContext {
    roomsOrigin: string;
    seededRoomsOrigin: string;
    ticketSecret: string;
    allowedOrigin: string;
  }
}

/**
 * Two real `partykit dev` servers: the production partykit.json, and a fixture config whose
 * `game` party is the production class plus a way to seed a session (see fixtures/).
 */
export default async function setup(project: TestProject) {
  const ticketSecret = randomBytes(32).toString("base64url");
  const allowedOrigin = "http://allowed.test";
  const vars = { TICKET_SECRET: ticketSecret, ALLOWED_ORIGINS: `${allowedOrigin},http://also.test` };

  const servers: PartykitServer[] = [];
  const stopAll = () => Promise.all(servers.map((s) => s.stop())).then(() => undefined);
  try {
    servers.push(await startPartykit({ config: "partykit.json", vars }));
    servers.push(await startPartykit({ config: "tests/rooms/fixtures/partykit.json", vars }));
  } catch (error) {
    await stopAll();
    throw error;
  }

  project.provide("roomsOrigin", servers[0].origin);
  project.provide("seededRoomsOrigin", servers[1].origin);
  project.provide("ticketSecret", ticketSecret);
  project.provide("allowedOrigin", allowedOrigin);
  return stopAll;
}

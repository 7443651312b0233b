import { randomBytes } from "node:crypto";
import type { TestProject } from "vitest/node";
import { freePort } from "../oidc/site";
import { startBackend, type Backend } from "./backend-process";
import { startPartykit, type PartykitServer } from "./partykit-process";
import { domainsSql } from "./domain-data";
import { eventsSql } from "./event-data";
import { fixturesSql } from "./play-data";
import { projectsSql } from "./project-data";
import { testPlaySql } from "./test-play-data";

declare module "vitest" {
  export interface ProvidedContext {
    roomsOrigin: string;
    seededRoomsOrigin: string;
    ticketSecret: string;
    roomServiceSecret: string;
    // What the production rooms server was started with, so a test can start another like it.
    roomsVars: Record<string, string>;
    allowedOrigin: string;
    backendOrigin: string;
    backendDir: string;
  }
}

/**
 * The backend (the built worker under `wrangler dev`, with its own D1) and two real `partykit dev`
 * servers: the production partykit.json, whose game rooms load sessions from that backend, and a
 * fixture config whose `game` party is the production class plus a way to seed a multiplayer session
 * (see fixtures/). The fixture server's backend address leads nowhere, for the "backend down" case.
 */
export default async function setup(project: TestProject) {
  const ticketSecret = randomBytes(32).toString("base64url");
  const roomServiceSecret = randomBytes(32).toString("base64url");
  const allowedOrigin = "http://allowed.test";
  const vars = { TICKET_SECRET: ticketSecret, ALLOWED_ORIGINS: `${allowedOrigin},http://also.test`, ROOM_SERVICE_SECRET: roomServiceSecret };

  // Ports first, so the three servers can start side by side: a room reaches the backend only when played.
  const backendOrigin = `http://127.0.0.1:${await freePort()}`;
  // Port 1 (tcpmux) has no listener on these machines: every call is refused at once.
  const nowhere = "http://127.0.0.1:1";
  const started = await Promise.allSettled([
    startBackend({
      port: Number(new URL(backendOrigin).port),
      fixturesSql: `${fixturesSql()}\n${projectsSql()}\n${testPlaySql()}\n${domainsSql()}\n${eventsSql()}`,
      vars: { ENVIRONMENT: "test", TICKET_SECRET: ticketSecret, ROOM_SERVICE_SECRET: roomServiceSecret, SESSION_SECRET: randomBytes(32).toString("base64url") },
    }),
    startPartykit({ config: "partykit.json", vars: { ...vars, BACKEND_URL: backendOrigin } }),
    startPartykit({ config: "tests/rooms/fixtures/partykit.json", vars: { ...vars, BACKEND_URL: nowhere } }),
  ]);
  const stopAll = async () => {
    await Promise.all(started.map((s) => (s.status === "fulfilled" ? s.value.stop() : undefined)));
  };
  const failed = started.find((s): s is PromiseRejectedResult => s.status === "rejected");
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  const [backend, rooms, seededRooms] = started.map((s) => (s as PromiseFulfilledResult<Backend | PartykitServer>).value) as [Backend, PartykitServer, PartykitServer];

  project.provide("roomsOrigin", rooms.origin);
  project.provide("seededRoomsOrigin", seededRooms.origin);
  project.provide("ticketSecret", ticketSecret);
  project.provide("roomServiceSecret", roomServiceSecret);
  project.provide("roomsVars", { ...vars, BACKEND_URL: backendOrigin });
  project.provide("allowedOrigin", allowedOrigin);
  project.provide("backendOrigin", backend.origin);
  project.provide("backendDir", backend.dir);
  return stopAll;
}

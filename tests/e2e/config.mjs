// Where the end-to-end servers live: the built worker, `partykit dev` and the stand-in for Google's
// OpenID provider, on ports of their own, with their own local state (a developer's `npm start` is not disturbed).
// E2E_PORT_OFFSET moves all three, so two checkouts on one machine can run their suites side by side.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const E2E = {
  site: 8788 + offset,
  rooms: 1998 + offset,
  oidc: 8790 + offset,
  // serve.mjs's control port: a test stops and starts the rooms server through it (tests/e2e/rooms-control.ts).
  control: 8791 + offset,
  // The loopback DNS the custom-domain checks ask (scripts/dev-dns.mjs, ADR 042); tests write records to it.
  dns: 8792 + offset,
  // Each offset has its own state: a second run in the same checkout must not wipe the first one's database.
  state: offset ? `.tmp/e2e-state-${offset}` : ".tmp/e2e-state",
  secret: "e2e-ticket-secret",
  // The game rooms' credential for the backend's internal play API.
  service: "e2e-room-service-secret",
  google: { clientId: "escaplay-e2e-client", clientSecret: "e2e-google-client-secret" },
};
export const SITE = `http://127.0.0.1:${E2E.site}`;

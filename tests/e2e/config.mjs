// Where the end-to-end servers live: the built worker, `partykit dev` and the stand-in for Google's
// OpenID provider, on ports of their own, with their own local state (a developer's `npm start` is not disturbed).
export const E2E = {
  site: 8788,
  rooms: 1998,
  oidc: 8790,
  state: ".tmp/e2e-state",
  secret: "e2e-ticket-secret",
  // The game rooms' credential for the backend's internal play API.
  service: "e2e-room-service-secret",
  google: { clientId: "escaplay-e2e-client", clientSecret: "e2e-google-client-secret" },
};
export const SITE = `http://127.0.0.1:${E2E.site}`;

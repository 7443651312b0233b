import { startProvider } from "../oidc/provider";
import { E2E, SITE } from "./config.mjs";

/** The stand-in for Google: a real OpenID provider on its own port, which the e2e worker is pointed at. */
export default async function globalSetup() {
  const provider = await startProvider({
    port: E2E.oidc,
    redirectUri: `${SITE}/auth/google/callback`,
    client: E2E.google,
  });
  return () => provider.stop();
}

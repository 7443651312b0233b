import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { exportJWK, generateKeyPair } from "jose";
import Provider, { type InteractionDetails } from "oidc-provider";
import { PROVIDER_ACCOUNTS, type ProviderAccount } from "./accounts";

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1, standing in for accounts.google.com. Its login
 * page is a plain HTML form the tests fill in over HTTP; consent to the basic scopes is given at once,
 * as Google does for "openid email profile".
 */

export type TestProvider = { issuer: string; clientId: string; clientSecret: string; stop: () => Promise<void> };

const accounts = new Map<string, ProviderAccount>(Object.values(PROVIDER_ACCOUNTS).map((a) => [a.sub, a]));

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid: string, error?: string): string {
  return `<!doctype html><html lang="en"><head><title>Sign in</title></head><body>
<h1>Sign in</h1>${error ? `<p role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post" action="/interaction/${uid}/login">
<label>Login <input name="login" required></label>
<label>Password <input name="password" type="password" required></label>
<button type="submit">Continue</button></form>
<form method="post" action="/interaction/${uid}/abort"><button type="submit">Cancel</button></form>
</body></html>`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = "";
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

function send(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
  res.end(html);
}

async function consent(provider: Provider, req: IncomingMessage, res: ServerResponse, details: InteractionDetails) {
  const grant = details.grantId
    ? ((await provider.Grant.find(details.grantId)) ?? null)
    : new provider.Grant({ accountId: details.session?.accountId ?? "", clientId: details.params.client_id });
  if (!grant) throw new Error("grant vanished");
  const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]> };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(" "));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) grant.addResourceScope(indicator, scopes.join(" "));
  await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
}

async function interaction(provider: Provider, req: IncomingMessage, res: ServerResponse, path: string) {
  const [, , uid, action] = path.split("/");
  const details = await provider.interactionDetails(req, res);
  if (details.uid !== uid) return send(res, 400, "wrong interaction");
  if (req.method === "GET" && !action) {
    if (details.prompt.name === "login") return send(res, 200, loginPage(uid));
    if (details.prompt.name === "consent") return consent(provider, req, res, details);
    return send(res, 501, `prompt ${details.prompt.name} not handled`);
  }
  if (req.method === "POST" && action === "login") {
    const form = await readForm(req);
    const account = [...accounts.values()].find((a) => a.login === form.get("login"));
    if (!account || account.password !== form.get("password")) return send(res, 401, loginPage(uid, "Wrong login or password."));
    return provider.interactionFinished(req, res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
  }
  if (req.method === "POST" && action === "abort") {
    const result = { error: "access_denied", error_description: "End-User aborted interaction" };
    return provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
  }
  return send(res, 404, "not found");
}

export async function startProvider(options: {
  port: number;
  redirectUri: string;
  client?: { clientId: string; clientSecret: string };
}): Promise<TestProvider> {
  const issuer = `http://127.0.0.1:${options.port}`;
  const { clientId, clientSecret } = options.client ?? { clientId: "escaplay-test-client", clientSecret: randomBytes(24).toString("base64url") };
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: "test-key-1", alg: "RS256", use: "sig" };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        response_types: ["code"],
        grant_types: ["authorization_code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString("base64url")], long: { sameSite: "lax" }, short: { sameSite: "lax" } },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    // Like Google: the ID token itself carries the e-mail and name asked for by scope.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, i: { uid: string }) => `/interaction/${i.uid}` },
    pkce: { required: () => true },
    ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    async findAccount(_ctx: unknown, sub: string) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, email: account.email, email_verified: account.email_verified, name: account.name }),
      };
    },
  });
  const handle = provider.callback();
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", issuer).pathname;
    if (!path.startsWith("/interaction/")) return handle(req, res);
    interaction(provider, req, res, path).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, escapeHtml(String(error)));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, "127.0.0.1", resolve);
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { issuer, clientId, clientSecret, stop };
}

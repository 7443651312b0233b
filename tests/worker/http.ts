import { SELF } from "cloudflare:test";

/** A request to the worker as a browser on `host` would send it; redirects are not followed. */
export function get(path: string, host = "escaplay.fr", headers: Record<string, string> = {}) {
  return SELF.fetch(`http://${host}${path}`, { headers: { Host: host, Accept: "text/html", ...headers }, redirect: "manual" });
}

export function post(path: string, form: Record<string, string>, host = "escaplay.fr", headers: Record<string, string> = {}) {
  return SELF.fetch(`http://${host}${path}`, {
    method: "POST",
    body: new URLSearchParams(form),
    headers: { Host: host, "Content-Type": "application/x-www-form-urlencoded", ...headers },
    redirect: "manual",
  });
}

export function htmlLang(html: string): string | undefined {
  return html.match(/<html lang="([^"]+)"/)?.[1];
}

export function title(html: string): string | undefined {
  return html.match(/<title>([^<]*)<\/title>/)?.[1];
}

export function setCookies(res: Response): string[] {
  return res.headers.getSetCookie();
}

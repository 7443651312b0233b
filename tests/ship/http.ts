import http from "node:http";
import { inject } from "vitest";

/**
 * HTTP as a browser or a client of the API speaks it to the shipped worker, over node:http so the Host
 * header (which picks the site's locale, spec section 1) can be any site's. Any 5xx fails the test at
 * once, whatever the test itself then checks: nothing a visitor or a client sends may end in a server error.
 */

export type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string; json: <T = Record<string, unknown>>() => T };

export type Call = {
  method?: string;
  // The site whose host name is sent: "fr" (the default site) or another locale's host.
  host?: string;
  headers?: Record<string, string>;
  body?: string;
  cookies?: Cookies;
};

export const HOSTS = { fr: "escaplay.fr", de: "escaplay.de", en: "escaplay.eu" } as const;

/** The cookies a browser keeps for one site: sent with every call, updated from every answer. */
export class Cookies {
  private readonly jar = new Map<string, string>();
  header(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  get(name: string): string | undefined {
    return this.jar.get(name);
  }
  take(setCookie: string[] | undefined) {
    for (const line of setCookie ?? []) {
      const [pair, ...attributes] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
      if (expired) this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }
}

export function call(path: string, options: Call = {}): Promise<Answer> {
  const site = new URL(inject("site"));
  const headers: Record<string, string> = {
    Host: options.host ?? HOSTS.fr,
    "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
    Accept: "text/html,application/json;q=0.9,*/*;q=0.8",
    ...options.headers,
  };
  const cookie = options.cookies?.header();
  if (cookie) headers.Cookie = cookie;
  return new Promise((resolve, reject) => {
    const req = http.request(
      // A connection of its own: Node 20 keeps sockets alive by default, and one reused just as the server's 5 s
      // idle timeout closes it ends in "socket hang up", a failure of the test's client, not of the site.
      { hostname: site.hostname, port: site.port, path, method: options.method ?? "GET", headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          options.cookies?.take(res.headers["set-cookie"]);
          const status = res.statusCode ?? 0;
          if (status >= 500) {
            reject(new Error(`${options.method ?? "GET"} ${path} (host ${headers.Host}) answered ${status}: ${text.slice(0, 500)}`));
            return;
          }
          resolve({ status, headers: res.headers, text, json: <T>() => JSON.parse(text) as T });
        });
      },
    );
    req.on("error", reject);
    req.setTimeout(20_000, () => req.destroy(new Error(`${path}: no answer within 20 s`)));
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/** A form post as a browser sends it from the site's own page. */
export function postForm(path: string, fields: Record<string, string>, options: Call = {}): Promise<Answer> {
  return call(path, {
    ...options,
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: `http://${options.host ?? HOSTS.fr}`, ...options.headers },
    body: new URLSearchParams(fields).toString(),
  });
}

// The loopback DNS of `npm start` and the tests (ADR 042). A real DNS server (dns2, UDP and TCP on 127.0.0.1)
// holds the records a developer or a test writes; beside it, a small HTTP endpoint answers DNS over HTTPS in
// Cloudflare's JSON form (`/dns-query?name=…&type=…`, accept application/dns-json) by asking that server over UDP.
// The worker runs in workerd, which has no raw UDP: it reaches DNS through this endpoint (DNS_RESOLVER_URL) exactly
// as production reaches https://cloudflare-dns.com/dns-query, so the same parsing and checks run here.
// Records are written with PUT /records {"name","type","values"} (an empty list removes them); loopback only.
//
//   node scripts/dev-dns.mjs [--port 5380]
import dns2 from "dns2";
import { createServer } from "node:http";
import { pathToFileURL } from "node:url";

const { Packet, UDPClient } = dns2;
const TYPES = ["TXT", "CNAME", "A", "AAAA"];
const TTL = 60;

/** The key of a record set: lower-case name without its final dot, and its type. */
const keyOf = (name, type) => `${String(name).toLowerCase().replace(/\.$/, "")}|${type}`;

function answerFor(question, values) {
  const base = { name: question.name, type: question.type, class: Packet.CLASS.IN, ttl: TTL };
  return values.map((value) => {
    if (question.type === Packet.TYPE.TXT) return { ...base, data: value };
    if (question.type === Packet.TYPE.CNAME) return { ...base, domain: value };
    return { ...base, address: value };
  });
}

/** The DoH JSON `data` of one answer, as Cloudflare writes it: TXT quoted, names with their final dot. */
function dohData(answer) {
  if (answer.type === Packet.TYPE.TXT) return (Array.isArray(answer.data) ? answer.data : [answer.data]).map((s) => JSON.stringify(s)).join(" ");
  if (answer.type === Packet.TYPE.CNAME) return `${answer.domain.replace(/\.$/, "")}.`;
  return answer.address;
}

function readJson(request) {
  return new Promise((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk) => {
      body += chunk;
      if (body.length > 64 * 1024) reject(new Error("too large"));
    });
    request.on("end", () => {
      try {
        resolve(JSON.parse(body));
      } catch (error) {
        reject(error);
      }
    });
  });
}

/**
 * Starts the DNS server and its DoH endpoint on loopback; `port` 0 picks a free one. Resolves with the endpoint's
 * URL, a way to write records from Node, and `close`.
 */
export async function startDevDns({ port = 0 } = {}) {
  const records = new Map();
  const dnsServer = dns2.createServer({
    udp: true,
    tcp: true,
    handle(request, send) {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const type = Object.keys(Packet.TYPE).find((name) => Packet.TYPE[name] === question?.type);
      const values = question && type ? records.get(keyOf(question.name, type)) : undefined;
      if (values?.length) response.answers.push(...answerFor(question, values));
      else response.header.rcode = Packet.RCODE.NXDOMAIN;
      send(response);
    },
  });
  const listening = dnsServer.listening;
  // dns2 hands a port-0 option object to net's listen(), which reads `host`, not `address`: without it the TCP
  // server listened on every interface.
  dnsServer.listen({ udp: { port: 0, address: "127.0.0.1", type: "udp4" }, tcp: { port: 0, address: "127.0.0.1", host: "127.0.0.1" } });
  const addresses = await listening;
  const resolve = UDPClient({ dns: "127.0.0.1", port: addresses.udp.port, timeout: 2000 });

  const setRecords = (name, type, values) => {
    if (values.length) records.set(keyOf(name, type), values.map(String));
    else records.delete(keyOf(name, type));
  };

  const http = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    try {
      if (url.pathname === "/dns-query" && request.method === "GET") {
        const name = url.searchParams.get("name") ?? "";
        const type = (url.searchParams.get("type") ?? "A").toUpperCase();
        if (!name || !TYPES.includes(type)) {
          response.writeHead(400, { "Content-Type": "application/dns-json" }).end(JSON.stringify({ Status: 1 }));
          return;
        }
        const answer = await resolve(name, type, Packet.CLASS.IN, { recursive: false });
        const body = {
          Status: answer.header.rcode,
          Question: [{ name, type: Packet.TYPE[type] }],
          Answer: answer.answers.map((a) => ({ name: a.name, type: a.type, TTL: a.ttl, data: dohData(a) })),
        };
        response.writeHead(200, { "Content-Type": "application/dns-json" }).end(JSON.stringify(body));
        return;
      }
      if (url.pathname === "/records" && request.method === "PUT") {
        const { name, type, values } = await readJson(request);
        if (typeof name !== "string" || !TYPES.includes(type) || !Array.isArray(values)) throw new Error("bad record");
        setRecords(name, type, values);
        response.writeHead(204).end();
        return;
      }
      response.writeHead(404).end();
    } catch (error) {
      response.writeHead(400, { "Content-Type": "text/plain" }).end(String(error));
    }
  });
  await new Promise((done, fail) => {
    http.once("error", fail);
    http.listen(port, "127.0.0.1", done);
  });
  const address = http.address();
  return {
    url: `http://127.0.0.1:${address.port}/dns-query`,
    setRecords,
    async close() {
      await new Promise((done) => http.close(() => done()));
      await dnsServer.close();
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const at = process.argv.indexOf("--port");
  const port = at > 0 ? Number(process.argv[at + 1]) : 5380;
  const dns = await startDevDns({ port });
  console.log(`Loopback DNS (DoH JSON) on ${dns.url}; write records with PUT /records`);
  const stop = () => dns.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

// The floor of the room benchmarks: a bare `ws` server that sends every frame it receives to every connection
// (its sender included), in a process of its own like the rooms, so it does not share the clients' event loop.
// What the machine, the network stack and the clients cost without any room. Connections are grouped by their
// URL's path, as rooms are (one path: one group, as bench/room.mjs and bench/coedit.mjs use it); a connection
// opened with `?watch` also gets every other group's frames, as an event's host gets every team's (bench/event.mjs).
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import WebSocket from "ws";
import { cleanups, refuseWhenStopping, stopper } from "./platform.mjs";

// In the benchmark's own process the floor would steal the clients' event loop, which the room does not.
function serveFloor() {
  // ws 7 is CommonJS: its server is a property of the default export.
  const server = new WebSocket.Server({ host: "127.0.0.1", port: 0 });
  const groups = new WeakMap();
  const watchers = new WeakSet();
  server.on("connection", (socket, request) => {
    const url = new URL(request.url ?? "/", "http://floor");
    groups.set(socket, url.pathname);
    if (url.searchParams.has("watch")) watchers.add(socket);
    socket.on("message", (data) => {
      const text = typeof data === "string" ? data : data.toString();
      const group = groups.get(socket);
      for (const client of server.clients) {
        if (client.readyState === WebSocket.OPEN && (groups.get(client) === group || watchers.has(client))) client.send(text);
      }
    });
  });
  server.on("listening", () => console.log(`listening ${server.address().port}`));
  process.on("SIGTERM", () => server.close(() => process.exit(0)));
}

export function startFloor() {
  refuseWhenStopping();
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), "--floor"], { detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  const stop = stopper(child);
  cleanups.add(stop);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`the floor server did not start:\n${log}`)), 15_000);
    const fail = (error) => {
      clearTimeout(timer);
      stop().then(() => reject(error));
    };
    child.stderr.on("data", (d) => (log += d));
    child.once("exit", () => fail(new Error(`the floor server exited:\n${log}`)));
    child.stdout.on("data", (d) => {
      log += d;
      const match = /listening (\d+)/.exec(log);
      if (!match) return;
      clearTimeout(timer);
      child.removeAllListeners("exit");
      resolve({ url: `http://127.0.0.1:${match[1]}`, stop });
    });
  });
}

// This file is the floor server itself when started with --floor (see startFloor).
if (process.argv[2] === "--floor") serveFloor();

// Preloaded into `partykit dev` by start.mjs (`node --require scripts/partykit-loopback.cjs …/partykit/dist/bin.mjs dev`).
//
// PartyKit 0.0.115 has no host option: it hands Miniflare `host: "0.0.0.0"` (the rooms' workerd socket and
// Miniflare's own loopback server) and its devtools inspector proxy listens on every interface. Anyone on the
// network could then reach the rooms, or attach a debugger to them. This keeps every listener of that process,
// and the workerd it starts, on 127.0.0.1.
//
// It also takes PartyKit's inspector proxy off port 9229, wrangler's default: PartyKit checks that 9229 is free
// and binds it later (with no handler for a failure), a race with every wrangler and partykit starting on the
// machine, which all look there first. An ephemeral port is bound at once.
"use strict";
const net = require("node:net");
const childProcess = require("node:child_process");
const { syncBuiltinESMExports } = require("node:module");

const LOOPBACK = "127.0.0.1";
const INSPECTOR_DEFAULT = 9229;
const anyInterface = (host) => host === undefined || host === null || host === "" || host === "0.0.0.0" || host === "::" || host === "[::]" || host === "*";
const ownPort = (port) => (Number(port) === INSPECTOR_DEFAULT ? 0 : port);
const isPort = (value) => typeof value === "number" || (typeof value === "string" && /^\d+$/.test(value));

/** `server.listen(...)` arguments, with a TCP listener on any interface moved to the loopback interface. */
function onLoopback(args) {
  const [first, ...rest] = args;
  if (first !== null && typeof first === "object") {
    // { port, host, … }; a handle, a file descriptor or a pipe path is left alone.
    const tcp = first.path === undefined && first.fd === undefined && first.handle === undefined && first._handle === undefined;
    if (!tcp) return args;
    return [{ ...first, port: ownPort(first.port), host: anyInterface(first.host) ? LOOPBACK : first.host }, ...rest];
  }
  // listen() and listen(callback): a random port on every interface.
  if (first === undefined || typeof first === "function") return [0, LOOPBACK, ...args.filter((a) => a !== undefined)];
  // A pipe name.
  if (!isPort(first)) return args;
  // listen(port[, host][, backlog][, callback])
  const [host, ...after] = rest;
  if (typeof host === "string") return [ownPort(first), anyInterface(host) ? LOOPBACK : host, ...after];
  if (host === undefined || host === null) return [ownPort(first), LOOPBACK, ...after];
  return [ownPort(first), LOOPBACK, ...rest];
}

const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function listenOnLoopback(...args) {
  return listen.apply(this, onLoopback(args));
};

// Miniflare starts workerd with `--socket-addr=entry=<host>:<port>` (the rooms' public socket).
const spawn = childProcess.spawn;
childProcess.spawn = function spawnOnLoopback(command, args, ...more) {
  const moved = Array.isArray(args)
    ? args.map((arg) => (typeof arg === "string" ? arg.replace(/^(--socket-addr=[^=]+=)(?:0\.0\.0\.0|\*|\[::\]):/, `$1${LOOPBACK}:`) : arg))
    : args;
  return spawn.call(this, command, moved, ...more);
};
syncBuiltinESMExports();

import * as decoding from "lib0/decoding";
import * as Y from "yjs";

/**
 * What a client's binary frame asks of the draft, read before y-partykit sees it (ADR 026), so a
 * viewer's change, an update that does not decode or one larger than a frame may be never reaches the
 * document. The frames are y-protocols': a varuint message type (0 sync, 1 awareness), then for sync a
 * varuint step (0: "send me what I lack", 1: "here is what you lack", 2: an update) and the payload.
 */

/** The largest change one frame (or one reassembled chunked frame) may carry: the draft's own limit. */
export const MAX_UPDATE_BYTES = 5 * 1024 * 1024;

/** "empty-change": an update that changes nothing (a provider's answer when it has nothing the room lacks). */
export type FrameKind = "sync-request" | "change" | "empty-change" | "awareness" | "malformed";

export function classifyFrame(bytes: Uint8Array): FrameKind {
  try {
    const decoder = decoding.createDecoder(bytes);
    const type = decoding.readVarUint(decoder);
    if (type === 1) return "awareness";
    if (type !== 0) return "malformed";
    const step = decoding.readVarUint(decoder);
    if (step === 0) {
      // A state vector: it must decode too, or y-partykit's answer would throw.
      Y.decodeStateVector(decoding.readVarUint8Array(decoder));
      return "sync-request";
    }
    if (step !== 1 && step !== 2) return "malformed";
    // Decoding the whole update without applying it: one that throws here would have thrown half-way
    // through being applied.
    const update = Y.decodeUpdate(decoding.readVarUint8Array(decoder));
    return update.structs.length === 0 && update.ds.clients.size === 0 ? "empty-change" : "change";
  } catch {
    return "malformed";
  }
}

/** y-partykit's marker of a frame sent in chunks (y-partykit/src/chunking.ts). */
export const yjsBatchSentinel = "y-pk-batch";

type Batch = { id: string; count: number; size: number; chunks: Uint8Array[]; received: number };

/**
 * Puts a chunked frame back together here, so the guard can judge it whole (y-partykit would do the same
 * after it). `push` answers the complete frame, "pending", or "refused" (a marker that does not parse,
 * chunks that do not add up, or more than MAX_UPDATE_BYTES).
 */
export class ChunkedFrames {
  private batch: Batch | null = null;

  get collecting(): boolean {
    return this.batch !== null;
  }

  marker(text: string): "pending" | "refused" | Uint8Array {
    const parsed = parseMarker(text);
    if (!parsed) return this.reset("refused");
    if (parsed.type === "start") {
      if (parsed.size > MAX_UPDATE_BYTES || parsed.count > 64) return this.reset("refused");
      this.batch = { id: parsed.id, count: parsed.count, size: parsed.size, chunks: [], received: 0 };
      return "pending";
    }
    const batch = this.batch;
    this.batch = null;
    if (!batch || batch.id !== parsed.id || batch.chunks.length !== batch.count || batch.received !== batch.size) return "refused";
    const whole = new Uint8Array(batch.received);
    let at = 0;
    for (const chunk of batch.chunks) {
      whole.set(chunk, at);
      at += chunk.byteLength;
    }
    return whole;
  }

  chunk(bytes: Uint8Array): "pending" | "refused" {
    const batch = this.batch;
    if (!batch) return "refused";
    batch.received += bytes.byteLength;
    batch.chunks.push(bytes);
    if (batch.received > batch.size || batch.chunks.length > batch.count) return this.reset("refused");
    return "pending";
  }

  private reset<T>(answer: T): T {
    this.batch = null;
    return answer;
  }
}

function parseMarker(text: string): { type: "start" | "end"; id: string; count: number; size: number } | null {
  const [sentinel, data] = text.split("#", 2);
  if (sentinel !== yjsBatchSentinel || data === undefined) return null;
  try {
    const value = JSON.parse(data) as { type?: unknown; id?: unknown; count?: unknown; size?: unknown };
    const { type, id, count, size } = value;
    if ((type !== "start" && type !== "end") || typeof id !== "string" || id.length > 64) return null;
    if (!Number.isSafeInteger(count) || !Number.isSafeInteger(size) || (count as number) < 0 || (size as number) < 0) return null;
    return { type, id, count: count as number, size: size as number };
  } catch {
    return null;
  }
}

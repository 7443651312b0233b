import { errorTexts } from "../play/messages";
import { encodeServerMessage } from "../protocol";
import type { EditorConnection } from "./editors";
import { ChunkedFrames, classifyFrame, MAX_UPDATE_BYTES, yjsBatchSentinel } from "./frames";
import type { ProjectLimits } from "./limits";

/**
 * The project room's judgement of each frame a connection sends before y-partykit reads it (ADR 026):
 * a viewer's changes, awareness frames (the room's own `aware` channel replaces them), updates that do
 * not decode or are too large are dropped with an error the editor shows; a connection over its flood
 * limit is closed, and its provider reconnects and sends again what the room lacks, so nothing is lost.
 */

// A viewer's provider answers the room's sync with an (empty) update: told once, not at every connection.
const NOTICE_EVERY_MS = 10_000;


export class FrameJudge {
  private readonly chunks = new Map<string, ChunkedFrames>();
  private readonly noticed = new Map<string, number>();

  constructor(private readonly limits: ProjectLimits) {}

  forget(conn: string): void {
    this.chunks.delete(conn);
    this.noticed.delete(conn);
  }

  /** The frame y-partykit may read, or null. */
  judge(conn: EditorConnection, data: unknown): Uint8Array | null {
    if (typeof data === "string") {
      if (!data.startsWith(yjsBatchSentinel)) return null; // our protocol, handled by the room
      const answer = this.chunksOf(conn.id).marker(data);
      if (answer === "refused") return this.refuse(conn, "update_refused");
      return answer === "pending" ? null : this.judgeBytes(conn, answer);
    }
    const bytes = toBytes(data);
    if (!bytes) return null;
    const chunks = this.chunks.get(conn.id);
    if (chunks?.collecting) return chunks.chunk(bytes) === "refused" ? this.refuse(conn, "update_refused") : null;
    return this.judgeBytes(conn, bytes);
  }

  private judgeBytes(conn: EditorConnection, bytes: Uint8Array): Uint8Array | null {
    if (bytes.byteLength > MAX_UPDATE_BYTES) return this.refuse(conn, "update_refused");
    const kind = classifyFrame(bytes);
    if (kind === "awareness") return null;
    if (kind === "malformed") return this.refuse(conn, "update_refused");
    if (kind === "change" && conn.state?.access !== "edit") return this.refuse(conn, "read_only");
    if (kind === "empty-change" && conn.state?.access !== "edit") return null;
    if (!this.limits.change(conn.id)) {
      closeFlooding(conn);
      return null;
    }
    return bytes;
  }

  private refuse(conn: EditorConnection, code: "read_only" | "update_refused"): null {
    const now = Date.now();
    if (now - (this.noticed.get(conn.id) ?? 0) >= NOTICE_EVERY_MS) {
      this.noticed.set(conn.id, now);
      conn.send(encodeServerMessage({ type: "error", code, message: errorTexts[code] }));
    }
    return null;
  }

  private chunksOf(conn: string): ChunkedFrames {
    let chunks = this.chunks.get(conn);
    if (!chunks) {
      chunks = new ChunkedFrames();
      this.chunks.set(conn, chunks);
    }
    return chunks;
  }
}

/** Over the limit: closed rather than dropped, since a dropped update would leave the editor out of step. */
export function closeFlooding(conn: EditorConnection): void {
  conn.send(encodeServerMessage({ type: "error", code: "rate_limited", message: "Too many changes at once: reconnecting.", retryInSeconds: 1 }));
  conn.close(4429, "rate_limited");
}

function toBytes(data: unknown): Uint8Array | null {
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return null;
}

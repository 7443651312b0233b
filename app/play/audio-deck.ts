import { fadeProgress } from "./authored-sound";

/**
 * The creator's recordings in the page: one ambient at a time, crossfaded into the next over the
 * game's fade, and effects on top. Plain media elements in the document (hidden: no controls), marked
 * `data-sound`, so what plays can be seen in the page. Nothing here starts before `useSound` says the
 * player chose sound with a click.
 */

type Ambient = { element: HTMLAudioElement; src: string; level: number };
const STEP_MS = 50;

export class AudioDeck {
  private current: Ambient | null = null;
  private leaving: { element: HTMLAudioElement; from: number; started: number; fadeMs: number }[] = [];
  private entering: { started: number; fadeMs: number } | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;

  /** Plays `src` (or nothing) as the ambient; another file fades in while the previous fades out. */
  ambient(src: string | null, options: { loop: boolean; fadeMs: number; level: number }) {
    const now = performance.now();
    if (this.current && this.current.src === src) {
      this.current.level = options.level;
      this.current.element.loop = options.loop;
      this.settle(this.current);
      return;
    }
    if (this.current) {
      this.leaving.push({ element: this.current.element, from: this.current.element.volume, started: now, fadeMs: options.fadeMs });
      this.current = null;
    }
    if (src) {
      const element = this.element("ambient", src);
      element.loop = options.loop;
      element.volume = options.fadeMs > 0 ? 0 : options.level;
      this.current = { element, src, level: options.level };
      this.entering = options.fadeMs > 0 ? { started: now, fadeMs: options.fadeMs } : null;
      if (options.level > 0) this.start(element);
    }
    this.tick();
  }

  /** The options changed (a slider, mute): the ambient follows at once; silence pauses it. */
  level(level: number) {
    if (!this.current) return;
    this.current.level = level;
    this.settle(this.current);
  }

  effect(src: string, level: number) {
    if (level <= 0) return;
    const element = this.element("effect", src);
    element.volume = level;
    element.addEventListener("ended", () => element.remove(), { once: true });
    element.addEventListener("error", () => element.remove(), { once: true });
    this.start(element);
  }

  stop() {
    this.ambient(null, { loop: false, fadeMs: 0, level: 0 });
  }

  dispose() {
    for (const element of document.querySelectorAll<HTMLAudioElement>("audio[data-sound]")) {
      element.pause();
      element.remove();
    }
    this.current = null;
    this.leaving = [];
    this.entering = null;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private settle(ambient: Ambient) {
    if (!this.entering) ambient.element.volume = ambient.level;
    if (ambient.level <= 0) ambient.element.pause();
    // A music played once and ended stays ended: a volume change must not start it again.
    else if (ambient.element.paused && !ambient.element.ended) this.start(ambient.element);
  }

  private tick() {
    const now = performance.now();
    this.leaving = this.leaving.filter((fade) => {
      const done = fadeProgress(now - fade.started, fade.fadeMs);
      fade.element.volume = fade.from * (1 - done);
      if (done < 1) return true;
      fade.element.pause();
      fade.element.remove();
      return false;
    });
    if (this.current && this.entering) {
      const done = fadeProgress(now - this.entering.started, this.entering.fadeMs);
      this.current.element.volume = this.current.level * done;
      if (done >= 1) this.entering = null;
    }
    const busy = this.leaving.length > 0 || this.entering !== null;
    if (busy && !this.timer) this.timer = setInterval(() => this.tick(), STEP_MS);
    if (!busy && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  private element(kind: "ambient" | "effect", src: string): HTMLAudioElement {
    const element = document.createElement("audio");
    element.dataset.sound = kind;
    element.preload = "auto";
    element.src = src;
    document.body.appendChild(element);
    return element;
  }

  private start(element: HTMLAudioElement) {
    // A file that will not play (gone, or a codec the browser lacks) is the game's silence, not an error.
    void element.play().catch(() => undefined);
  }
}

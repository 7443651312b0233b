import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useT } from "~/i18n/use-t";
import type { LibraryKind } from "~/lib/asset-library/catalog";
import type { LibraryResult } from "~/lib/asset-library/search";

/**
 * The asset library's dialog (issue 27, ADR 046), opened from any asset field: a search box answered by
 * /resources/asset-library in the site's language, and the matching assets as choices with a preview (the picture,
 * or a play/stop button for a sound) and their licence. A modal <dialog>: the browser keeps the focus inside and
 * Escape closes it; the focus goes back to the button that opened it. Choosing gives the asset's /library address.
 */

type State = { status: "loading" } | { status: "failed" } | { status: "done"; query: string; results: LibraryResult[] };

// Long enough to skip the requests of a word being typed, short enough to feel immediate.
const TYPING_PAUSE_MS = 150;

export function LibraryDialog({ kind, onChoose, onClose }: { kind: LibraryKind; onChoose: (path: string) => void; onClose: () => void }) {
  const { t } = useT();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [query, setQuery] = useState("");
  const [state, setState] = useState<State>({ status: "loading" });
  const [playing, setPlaying] = useState<string | null>(null);
  const audio = useRef<HTMLAudioElement | null>(null);
  const latestClose = useRef(onClose);
  latestClose.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const closed = () => {
      audio.current?.pause();
      latestClose.current();
      if (opener?.isConnected) opener.focus();
    };
    dialog.addEventListener("close", closed);
    if (!dialog.open) dialog.showModal();
    // The browser would focus the first button (Close): the search is what a creator came for.
    dialog.querySelector<HTMLInputElement>("input[type=search]")?.focus();
    return () => {
      dialog.removeEventListener("close", closed);
      audio.current?.pause();
    };
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => (previous.status === "done" ? previous : { status: "loading" }));
    const timer = setTimeout(() => {
      const params = new URLSearchParams({ q: query.trim(), kind });
      fetch(`/resources/asset-library?${params}`, { signal: controller.signal, headers: { Accept: "application/json" } })
        .then(async (res) => {
          const body = (await res.json().catch(() => null)) as { results?: LibraryResult[] } | null;
          setState(res.ok && body?.results ? { status: "done", query: query.trim(), results: body.results } : { status: "failed" });
        })
        .catch(() => {
          if (!controller.signal.aborted) setState({ status: "failed" });
        });
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, kind]);

  const toggle = (result: LibraryResult) => {
    audio.current?.pause();
    if (playing === result.path) return setPlaying(null);
    const sound = new Audio(result.path);
    sound.addEventListener("ended", () => setPlaying((current) => (current === result.path ? null : current)));
    audio.current = sound;
    setPlaying(result.path);
    void sound.play().catch(() => setPlaying(null));
  };

  const choose = (result: LibraryResult) => {
    onChoose(result.path);
    ref.current?.close();
  };

  // Up and down walk the choices, from the search box too: the list is long and Tab also stops on play buttons.
  const walk = (event: KeyboardEvent) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const choices = [...(list.current?.querySelectorAll<HTMLButtonElement>("[data-choice]") ?? [])];
    if (choices.length === 0) return;
    event.preventDefault();
    const at = choices.indexOf(document.activeElement as HTMLButtonElement);
    const next = event.key === "ArrowDown" ? Math.min(choices.length - 1, at + 1) : at - 1;
    if (next < 0) document.getElementById(`${id}-q`)?.focus();
    else choices[next].focus();
  };

  const results = state.status === "done" ? state.results : [];
  return (
    <dialog ref={ref} className="modal studio-library" aria-labelledby={`${id}-title`} aria-describedby={`${id}-intro`} onKeyDown={walk}>
      <div className="studio-library-head">
        <h2 id={`${id}-title`}>{t("studio.library.title")}</h2>
        <button type="button" className="button button-secondary button-small" onClick={() => ref.current?.close()}>
          {t("studio.library.close")}
        </button>
      </div>
      <p id={`${id}-intro`} className="studio-hint">{t("studio.library.intro")}</p>
      <div className="studio-field">
        <label htmlFor={`${id}-q`}>{t("studio.library.search")}</label>
        <input id={`${id}-q`} type="search" autoComplete="off" maxLength={80} value={query} aria-describedby={`${id}-hint`} onChange={(event) => setQuery(event.target.value)} />
        <span id={`${id}-hint`} className="studio-hint">{t("studio.library.searchHint")}</span>
      </div>
      <p className="studio-library-status" role="status">
        {state.status === "loading" ? t("studio.library.loading") : null}
        {state.status === "failed" ? t("studio.library.failed") : null}
        {state.status === "done" && results.length === 0 ? t("studio.library.none", { query: state.query }) : null}
        {state.status === "done" && results.length > 0 ? t("studio.library.count", { count: results.length }) : null}
      </p>
      <ul ref={list} className="studio-library-results" aria-label={t("studio.library.results")}>
        {results.map((result) => (
          <li key={result.path} className="studio-library-item">
            <button type="button" className="studio-library-choice" data-choice aria-describedby={`${id}-${result.id}-licence`} onClick={() => choose(result)}>
              {result.kind === "sound" ? <span className="studio-library-note" aria-hidden="true">♪</span> : <img src={result.path} alt="" loading="lazy" />}
              <span className="studio-library-title">{result.title}</span>
              <span className="studio-hint">{t(`studio.library.categories.${result.category}`)}</span>
            </button>
            <span id={`${id}-${result.id}-licence`} className="studio-hint">{t("studio.library.licence", { licence: result.licence, author: result.author })}</span>
            {result.kind === "sound" ? (
              <button type="button" className="button button-small button-secondary" onClick={() => toggle(result)}>
                {playing === result.path ? t("studio.library.stop") : t("studio.library.play")}
                <span className="visually-hidden"> {result.title}</span>
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </dialog>
  );
}

import { useEffect, useState } from "react";
import { useT } from "~/i18n/use-t";
import { preloadAssets, type PreloadProgress } from "../preload";

type LoadingScreenProps = {
  assets: readonly string[];
  onLoaded: (missing: string[]) => void;
};

/** Fetches every asset before play, with a real progress bar (spec section 2's resource loading). */
export function LoadingScreen({ assets, onLoaded }: LoadingScreenProps) {
  const [progress, setProgress] = useState<PreloadProgress>({ done: 0, total: assets.length });

  useEffect(() => {
    const controller = new AbortController();
    void preloadAssets(assets, setProgress, controller.signal).then((missing) => {
      if (!controller.signal.aborted) onLoaded(missing);
    });
    return () => controller.abort();
    // The asset list is fixed for a page; onLoaded changes identity with every parent render.
  }, [assets]);

  return <ProgressPanel done={progress.done} total={progress.total} />;
}

/** The loading panel itself, also shown while the session connects once the files are in. */
export function ProgressPanel({ done, total, connecting = false }: { done: number; total: number; connecting?: boolean }) {
  const { t } = useT();
  const percent = total === 0 ? 100 : Math.round((done / total) * 100);
  return (
    <section className="play-panel play-loading" aria-labelledby="play-loading-title" aria-busy="true">
      <h1 id="play-loading-title">{connecting ? t("play.loading.connecting") : t("play.loading.title")}</h1>
      <div
        className="play-progress"
        role="progressbar"
        aria-labelledby="play-loading-title"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t("play.loading.progress", { done, total })}
      >
        <span className="play-progress-bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="play-muted">{connecting ? t("play.loading.connectingText") : t("play.loading.progress", { done, total })}</p>
    </section>
  );
}

type MissingProps = { missing: string[]; onPlayAnyway: () => void; onBack: () => void };

/** Spec section 8: missing resources may degrade the game; the player decides. */
export function MissingResources({ missing, onPlayAnyway, onBack }: MissingProps) {
  const { t } = useT();
  return (
    <section className="play-panel play-missing" aria-labelledby="play-missing-title">
      <h1 id="play-missing-title">{t("access.errors.missing-resources.title")}</h1>
      <p role="alert">{t("access.errors.missing-resources.text")}</p>
      <details>
        <summary>{t("play.loading.missingList", { n: missing.length })}</summary>
        <ul className="play-missing-list">
          {missing.map((asset) => (
            <li key={asset}>
              <code>{asset.split("/").pop()}</code>
            </li>
          ))}
        </ul>
      </details>
      <div className="play-actions">
        {/* The focus lands on the choice the warning asks for. */}
        <button type="button" className="button play-big" autoFocus onClick={onPlayAnyway}>
          {t("play.loading.playAnyway")}
        </button>
        <button type="button" className="button button-secondary play-big" onClick={onBack}>
          {t("play.loading.back")}
        </button>
      </div>
    </section>
  );
}

import { useState } from "react";
import { useT } from "~/i18n/use-t";

/** The game's share link (/sh/{id}), selectable and with a copy button (which needs the clipboard). */
export function ShareLink({ url, isPrivate }: { url: string; isPrivate: boolean }) {
  const { t } = useT();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard (permissions, old browser): the link stays selectable in its field.
      setCopied(false);
    }
  };
  return (
    <div className="projects-field">
      <h3>{t("publish.shareTitle")}</h3>
      <label htmlFor="publish-share-url">{t("publish.shareLabel")}</label>
      {isPrivate ? (
        <p id="publish-share-private" className="muted">
          {t("publish.sharePrivate")}
        </p>
      ) : null}
      <div className="publish-share">
        <input id="publish-share-url" type="text" readOnly value={url} aria-describedby={isPrivate ? "publish-share-private" : undefined} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="button button-secondary" onClick={copy}>
          {t("publish.copy")}
        </button>
      </div>
      <p role="status" className="muted">
        {copied ? t("publish.copied") : ""}
      </p>
    </div>
  );
}

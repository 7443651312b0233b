import { useEffect, useState } from "react";
import { useT } from "~/i18n/use-t";

type CopyButtonProps = {
  text: string;
  // Says what is copied ("Copier le code"), for the button's name.
  label: string;
};

/**
 * Copies to the clipboard and says so in a polite status next to it. Where the clipboard is refused
 * (an insecure page, a denied permission) it says that instead, so nobody pastes an old text.
 */
export function CopyButton({ text, label }: CopyButtonProps) {
  const { t } = useT();
  const [result, setResult] = useState<"copied" | "failed" | null>(null);
  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(() => setResult(null), 4000);
    return () => clearTimeout(timer);
  }, [result]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setResult("copied");
    } catch {
      setResult("failed");
    }
  };
  return (
    <span className="multi-copy">
      <button type="button" className="button button-secondary" onClick={copy}>
        {label}
      </button>
      <span role="status" className="multi-copy-status">
        {result === "copied" ? t("play.multi.copied") : result === "failed" ? t("play.multi.copyFailed") : ""}
      </span>
    </span>
  );
}

import { useRef, useState } from "react";
import { useT } from "~/i18n/use-t";

/**
 * The referral link in a read-only field (selectable by hand, and readable without JavaScript) with a copy
 * button; the outcome is announced in a live region, and a refused clipboard selects the text instead.
 */
export function CopyLink({ link }: { link: string }) {
  const { t } = useT();
  const input = useRef<HTMLInputElement>(null);
  const [said, setSaid] = useState("");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setSaid(t("account.referral.copied"));
    } catch {
      input.current?.select();
      setSaid(t("account.referral.copyFailed"));
    }
  };
  return (
    <div className="account-field">
      <label htmlFor="referral-link">{t("account.referral.linkLabel")}</label>
      <div className="referral-copy">
        <input id="referral-link" ref={input} value={link} readOnly onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="button" onClick={copy}>
          {t("account.referral.copy")}
        </button>
      </div>
      <p role="status" className="muted">
        {said}
      </p>
    </div>
  );
}

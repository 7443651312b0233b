import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useT } from "~/i18n/use-t";
import { useRootData } from "~/lib/root-data";

/** Shown while the visitor has not decided; either answer hides it for good (the refusal is kept as `_val=0`). */
export function CookieBar() {
  const { t } = useT();
  const root = useRootData();
  const location = useLocation();
  const fetcher = useFetcher<{ ok: boolean; decision?: string }>();
  const [hidden, setHidden] = useState(false);
  const ref = useKeptClearOfFocus();
  // A company's custom host loads no analytics (ADR 044), so there is nothing to consent to there.
  if (!root || root.customHost || root.consent !== "undecided" || hidden || fetcher.state !== "idle" || fetcher.data?.ok) return null;
  return (
    <section className="cookie-bar" aria-label={t("common.cookies.label")} role="region" ref={ref}>
      <p>
        {t("common.cookies.text")} <a href="/mentions-legales#cookies">{t("common.cookies.more")}</a>
      </p>
      <fetcher.Form
        method="post"
        action="/resources/consent"
        className="cookie-actions"
        onSubmit={(event) => {
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          if (submitter?.value === "refuse") setHidden(true);
        }}
      >
        <input type="hidden" name="r" value={`${location.pathname}${location.search}`} />
        <button type="submit" name="decision" value="refuse" className="button button-secondary">
          {t("common.cookies.refuse")}
        </button>
        <button type="submit" name="decision" value="accept" className="button">
          {t("common.cookies.accept")}
        </button>
      </fetcher.Form>
    </section>
  );
}

/**
 * The bar sticks to the window's bottom, so a field reached with Tab could scroll in under it (WCAG 2.4.11,
 * focus not obscured). The page's scroll padding follows the bar's height: the browser then stops
 * scrolling a focused field above the bar. It is set on the root itself (the stylesheet's 13rem or 16rem
 * stand until then): scroll-padding is not inherited, where a custom property on the root made the browser
 * recompute the style of the whole page as it hydrated.
 */
function useKeptClearOfFocus() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingBottom = `${bar.offsetHeight + 24}px`;
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty("scroll-padding-bottom");
    };
  });
  return ref;
}

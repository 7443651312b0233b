import { useLocation } from "@remix-run/react";
import { useMemo } from "react";
import { useT } from "~/i18n/use-t";
import { contrastRatio } from "~/lib/brand/contrast";
import { useBrand } from "~/lib/brand/use-brand";
import { useShareOrigin } from "~/lib/domains/use-share-origin";
import { useRootData } from "~/lib/root-data";
import { QR_DEFAULTS, qrMatrix, qrSvg, svgDataUrl } from "~/lib/qrcode";
import { CopyButton } from "./copy-button";
import { groupedCode, joinUrl } from "./session-paths";

/**
 * How others get in: the code to type at /code (large, in groups of three), the join link and its
 * QR code for a phone's camera, each with a copy button.
 */
export function SharePanel({ code }: { code: string }) {
  const { t } = useT();
  const { pathname } = useLocation();
  // The lobby is drawn in the browser only (it follows the room), so the origin is known here.
  // A white-label game's link leads to its company's host when it has one (ADR 044).
  const origin = useShareOrigin();
  const link = typeof window === "undefined" ? "" : joinUrl(origin ?? window.location.origin, pathname, code);
  // A company's host has no "Enter a code" page: only the link and the QR code are offered there.
  const linkOnly = useRootData()?.customHost || origin !== null;
  const brand = useBrand();
  // A white-label game's code is drawn in the company's colour (ADR 041), or plain black when that colour would
  // not scan well on white: the platform's indigo is part of its brand.
  const color = !brand ? QR_DEFAULTS.color : contrastRatio(brand.primary, "#ffffff") >= 4.5 ? brand.primary : "#000000";
  const qr = useMemo(() => {
    const matrix = link ? qrMatrix({ text: link, size: 200, ecc: "M", color }) : null;
    return matrix ? svgDataUrl(qrSvg(matrix, { size: 200, color })) : null;
  }, [link, color]);
  return (
    <section className="multi-share" aria-labelledby="multi-share-title">
      <h2 id="multi-share-title">{t("play.multi.share.title")}</h2>
      <p className="play-muted">{t(linkOnly ? "play.multi.share.textLinkOnly" : "play.multi.share.text")}</p>
      <div className="multi-code-line">
        <p className="multi-code">
          <span className="visually-hidden">{t("play.multi.share.codeLabel")} </span>
          <span data-code={code}>{groupedCode(code)}</span>
        </p>
        <CopyButton text={code} label={t("play.multi.share.copyCode")} />
      </div>
      <div className="multi-link-line">
        <label htmlFor="multi-join-link">{t("play.multi.share.linkLabel")}</label>
        <div className="multi-link-row">
          <input id="multi-join-link" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
          <CopyButton text={link} label={t("play.multi.share.copyLink")} />
        </div>
      </div>
      {qr ? (
        <figure className="multi-qr">
          <img src={qr} width={200} height={200} alt={t("play.multi.share.qrAlt", { code: groupedCode(code) })} />
          <figcaption className="play-muted">{t("play.multi.share.qrCaption")}</figcaption>
        </figure>
      ) : null}
    </section>
  );
}

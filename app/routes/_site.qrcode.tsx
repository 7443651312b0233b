import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { useEffect, useMemo, useState } from "react";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";
import {
  contrastWithWhite,
  QR_LEVELS,
  QR_SIZES,
  QR_TEXT_MAX,
  qrMatrix,
  qrSvg,
  readQrQuery,
  svgDataUrl,
  type QrLevel,
  type QrMatrix,
  type QrOptions,
} from "~/lib/qrcode";
import styles from "~/styles/pages-b.css?url";
import { numberFormat } from "~/lib/intl-formats";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  // A first visit shows a working example: the code of this very site.
  const { options } = readQrQuery(params, `https://${LOCALES[context.locale].host}`);
  return { ...pageTexts(context, ["qrcode"], { title: "qrcode.title", description: "qrcode.description" }), options };
}

/** Draws the modules on a canvas with whole-pixel edges, so the PNG has no blurry seams. */
async function downloadPng(matrix: QrMatrix, { size, color }: Pick<QrOptions, "size" | "color">) {
  const canvas = document.createElement("canvas");
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext("2d");
  if (!ctx) return;
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, size, size);
  ctx.fillStyle = color;
  const edge = (i: number) => Math.round((i * size) / matrix.size);
  matrix.modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) ctx.fillRect(edge(x), edge(y), edge(x + 1) - edge(x), edge(y + 1) - edge(y));
    }),
  );
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  if (!blob) return;
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = "qrcode.png";
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function QrEditor({ initial }: { initial: QrOptions }) {
  const { t, locale } = useT();
  const [options, setOptions] = useState(initial);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const set = <K extends keyof QrOptions>(key: K, value: QrOptions[K]) => setOptions((o) => ({ ...o, [key]: value }));

  const matrix = useMemo(() => qrMatrix(options), [options]);
  const svg = matrix ? qrSvg(matrix, options) : null;
  const tooLong = options.text.length > QR_TEXT_MAX || (!!options.text && !matrix);
  const number = numberFormat(LOCALES[locale].locale);
  const preview = options.text.length > 80 ? `${options.text.slice(0, 80)}…` : options.text;

  return (
    <div className="qr-layout">
      <section className="form-card qr-form" aria-labelledby="qr-form-title">
        <h2 id="qr-form-title">{t("qrcode.formTitle")}</h2>
        <Form method="get" action="/qrcode" preventScrollReset>
          <label htmlFor="qr-text">{t("qrcode.text")}</label>
          <textarea
            id="qr-text"
            name="text"
            rows={4}
            maxLength={QR_TEXT_MAX}
            value={options.text}
            onChange={(e) => set("text", e.target.value)}
            aria-describedby="qr-text-hint"
            aria-invalid={tooLong ? true : undefined}
          />
          <p id="qr-text-hint" className="muted qr-hint">
            {t("qrcode.textHint", { n: number.format(options.text.length), max: number.format(QR_TEXT_MAX) })}
          </p>

          <div className="qr-row">
            <div>
              <label htmlFor="qr-size">{t("qrcode.size")}</label>
              <select id="qr-size" name="size" value={options.size} onChange={(e) => set("size", Number(e.target.value))}>
                {QR_SIZES.map((n) => (
                  <option key={n} value={n}>
                    {t("qrcode.sizeOption", { n: number.format(n) })}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="qr-color">{t("qrcode.color")}</label>
              <input id="qr-color" name="color" type="color" value={options.color} onChange={(e) => set("color", e.target.value.toLowerCase())} />
            </div>
          </div>

          <label htmlFor="qr-ecc">{t("qrcode.ecc")}</label>
          <select id="qr-ecc" name="ecc" value={options.ecc} onChange={(e) => set("ecc", e.target.value as QrLevel)} aria-describedby="qr-ecc-hint">
            {QR_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`qrcode.levels.${level}`)}
              </option>
            ))}
          </select>
          <p id="qr-ecc-hint" className="muted qr-hint">
            {t("qrcode.eccHint")}
          </p>

          <div className="form-actions">
            {hydrated ? <p className="muted qr-live">{t("qrcode.liveNote")}</p> : null}
            <button type="submit" className="button button-secondary">
              {t("qrcode.submit")}
            </button>
          </div>
        </Form>
      </section>

      <section className="qr-preview" aria-labelledby="qr-preview-title">
        <h2 id="qr-preview-title">{t("qrcode.previewTitle")}</h2>
        <div className="qr-canvas">
          {svg ? (
            <img src={svgDataUrl(svg)} width={options.size} height={options.size} alt={t("qrcode.previewAlt", { text: preview })} />
          ) : (
            <p className={tooLong ? "notice" : "muted"}>
              {tooLong ? t("qrcode.tooLong", { max: number.format(QR_TEXT_MAX) }) : t("qrcode.empty")}
            </p>
          )}
        </div>
        {svg && contrastWithWhite(options.color) < 3 ? <p className="notice">{t("qrcode.lowContrast")}</p> : null}
        {svg && matrix ? (
          <>
            <p className="qr-downloads">
              <a className="button" href={svgDataUrl(svg)} download="qrcode.svg">
                {t("qrcode.downloadSvg")}
              </a>
              {hydrated ? (
                <button type="button" className="button button-secondary" onClick={() => downloadPng(matrix, options)}>
                  {t("qrcode.downloadPng")}
                </button>
              ) : null}
            </p>
            <p className="muted qr-hint">{t("qrcode.downloadHint", { n: number.format(options.size) })}</p>
          </>
        ) : null}
        <p className="muted qr-hint">{t("qrcode.privacy")}</p>
      </section>
    </div>
  );
}

type Idea = { title: string; text: string };

export default function QrCodePage() {
  const { options } = useLoaderData<typeof loader>();
  const { t, tx } = useT();
  return (
    <>
      <section className="qr-hero" aria-labelledby="qr-title">
        <h1 id="qr-title">{t("qrcode.heroTitle")}</h1>
        <p className="lead">{t("qrcode.heroText")}</p>
      </section>
      {/* A new submission (or the back button) restarts the editor from what the URL says. */}
      <QrEditor key={JSON.stringify(options)} initial={options as QrOptions} />
      <section aria-labelledby="qr-ideas-title">
        <h2 id="qr-ideas-title">{t("qrcode.ideasTitle")}</h2>
        <ul className="cards">
          {tx<Idea[]>("qrcode.ideas").map((idea) => (
            <li className="card" key={idea.title}>
              <h3>{idea.title}</h3>
              <p>{idea.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

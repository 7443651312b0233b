import type { CSSProperties } from "react";
import { useT } from "~/i18n/use-t";
import type { BrandView } from "~/lib/brand/company";
import { textOn } from "~/lib/brand/contrast";

/** The brand's colours as custom properties: the game layout and the play screens read them (app/styles/brand.css). */
export function brandStyle(brand: BrandView): CSSProperties {
  return { "--brand-primary": brand.primary, "--brand-on-primary": brand.onPrimary, "--brand-accent": brand.accent, "--brand-on-accent": textOn(brand.accent) } as CSSProperties;
}

/** A white-label game's header (ADR 041): the company's logo and name, in its primary colour; nothing of the platform. */
export function BrandBar({ brand }: { brand: BrandView }) {
  const { t } = useT();
  if (!brand.name && !brand.logoUrl) return null;
  return (
    <header className="brand-bar">
      {brand.logoUrl ? <img className="brand-logo" src={brand.logoUrl} alt={brand.name ? t("play.brand.logoAlt", { name: brand.name }) : ""} /> : null}
      {brand.name ? <span className="brand-name">{brand.name}</span> : null}
      {brand.supportEmail ? (
        <a className="brand-support" href={`mailto:${brand.supportEmail}`}>
          {t("play.brand.support", { email: brand.supportEmail })}
        </a>
      ) : null}
    </header>
  );
}

import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { useT } from "~/i18n/use-t";
import { BRAND_FIELDS, BRAND_NAME_MAX, type BrandField } from "~/lib/brand/brand-form";
import { logoChoices, readBrand, saveBrand } from "~/lib/brand/brand.server";
import { hasWhiteLabel } from "~/lib/brand/company";
import { HEX_COLOR, textOn } from "~/lib/brand/contrast";
import { readFormFields } from "~/lib/form-request.server";
import { requireUser } from "~/lib/guards.server";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";
import styles from "~/styles/account.css?url";
import { AccountHeader, ErrorSummary, Field, SavedNotice } from "./account-ui";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta = pageMeta;

/** /account/brand (ADR 041): a Company account's brand for its white-label games; any other plan sees what it would bring. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const texts = pageTexts(context, ["account"], { title: "account.brand.title", description: "account.brand.description" });
  if (!hasWhiteLabel(user.ownGrade)) return { ...texts, allowed: false as const, brand: null, logos: [] };
  const [brand, logos] = await Promise.all([readBrand(context.db, user.id), logoChoices(context.db, user.id)]);
  const values: Record<BrandField, string> = {
    name: brand?.name ?? "",
    logoKey: brand?.logoKey ?? "",
    primaryColor: brand?.primaryColor ?? "#1e1b4b",
    accentColor: brand?.accentColor ?? "#fde68a",
    supportEmail: brand?.supportEmail ?? "",
  };
  return { ...texts, allowed: true as const, brand: values, logos };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  const form = await readFormFields(request);
  const result = await saveBrand(context.db, user, form);
  if (result.ok) return redirect("/account/brand?saved=1");
  const values = Object.fromEntries(BRAND_FIELDS.map((name) => [name, form[name] ?? ""])) as Record<BrandField, string>;
  return data({ ...result, values }, { status: result.status });
}

export default function AccountBrand() {
  const loaded = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const [params] = useSearchParams();
  const { t } = useT();
  return (
    <section className="account" aria-labelledby="account-title">
      <AccountHeader title={t("account.brand.title")} current="brand">
        {params.get("saved") === "1" && !failed ? <SavedNotice text={t("account.brand.saved")} /> : null}
      </AccountHeader>
      <div className="form-card account-card">
        {loaded.allowed ? (
          <BrandForm initial={failed?.values ?? loaded.brand} logos={loaded.logos} failed={failed ?? null} />
        ) : (
          <p>
            {t("account.brand.needsCompany")} <Link to="/business">{t("account.brand.upgrade")}</Link>
          </p>
        )}
      </div>
    </section>
  );
}

type Failed = { status: number; fields: Partial<Record<BrandField, string>>; ratios: Partial<Record<BrandField, string>> };

function BrandForm({ initial, logos, failed }: { initial: Record<BrandField, string>; logos: { key: string; name: string; url: string }[]; failed: Failed | null }) {
  const { t } = useT();
  const busy = useNavigation().state === "submitting";
  const [primary, setPrimary] = useState(initial.primaryColor);
  const [accent, setAccent] = useState(initial.accentColor);
  const error = (field: BrandField) => {
    const code = failed?.fields[field];
    return code ? t(`account.brand.errors.${code}`, { max: BRAND_NAME_MAX, ratio: failed?.ratios[field] ?? "" }) : undefined;
  };
  const messages: { field?: string; text: string }[] = BRAND_FIELDS.flatMap((field) => (error(field) ? [{ field: `brand-${field}`, text: error(field)! }] : []));
  if (failed?.status === 403) messages.push({ text: t("account.brand.errors.forbidden") });
  const previewPrimary = HEX_COLOR.test(primary) ? primary : "#1e1b4b";
  return (
    <Form method="post" noValidate className="account-form">
      {messages.length ? <ErrorSummary messages={messages} /> : null}
      <p>{t("account.brand.intro")}</p>
      <Field id="brand-name" name="name" label={t("account.brand.name")} defaultValue={initial.name} maxLength={BRAND_NAME_MAX} required error={error("name")} />
      <div className="account-field">
        <label htmlFor="brand-logoKey">{t("account.brand.logo")}</label>
        <select id="brand-logoKey" name="logoKey" defaultValue={initial.logoKey} aria-describedby="brand-logoKey-hint" aria-invalid={error("logoKey") ? true : undefined}>
          <option value="">{t("account.brand.noLogo")}</option>
          {logos.map((logo) => (
            <option key={logo.key} value={logo.key}>
              {logo.name}
            </option>
          ))}
        </select>
        <p id="brand-logoKey-hint" className="muted account-hint">
          {t("account.brand.logoHint")}
        </p>
        {error("logoKey") ? <p className="field-error">{error("logoKey")}</p> : null}
      </div>
      <Field id="brand-primaryColor" name="primaryColor" label={t("account.brand.primary")} hint={t("account.brand.primaryHint")} value={primary} onChange={(e) => setPrimary(e.target.value)} maxLength={7} spellCheck={false} error={error("primaryColor")} />
      <Field id="brand-accentColor" name="accentColor" label={t("account.brand.accent")} hint={t("account.brand.accentHint")} value={accent} onChange={(e) => setAccent(e.target.value)} maxLength={7} spellCheck={false} error={error("accentColor")} />
      <Field id="brand-supportEmail" name="supportEmail" type="email" label={t("account.brand.supportEmail")} hint={t("account.brand.supportEmailHint")} defaultValue={initial.supportEmail} autoComplete="email" error={error("supportEmail")} />
      <div className="brand-preview" aria-label={t("account.brand.preview")} role="group">
        <p style={{ background: previewPrimary, color: textOn(previewPrimary), padding: "0.5rem 0.75rem", margin: 0 }}>{t("account.brand.previewText")}</p>
        <p style={{ background: "#14112a", color: HEX_COLOR.test(accent) ? accent : "#fde68a", padding: "0.5rem 0.75rem", margin: 0, textDecoration: "underline" }}>{t("account.brand.previewLink")}</p>
      </div>
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {t("account.brand.save")}
        </button>
      </div>
    </Form>
  );
}

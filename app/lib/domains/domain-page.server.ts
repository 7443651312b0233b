import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import * as v from "valibot";
import { LOCALE_CODES, LOCALES } from "~/i18n/locales";
import { readFormFields } from "../form-request.server";
import { requireUser } from "../guards.server";
import { dateFormat } from "../intl-formats";
import { notFound } from "../page.server";
import { dnsResolverFor } from "./dns.server";
import { checkDomain, domainOf, domainsAllowed, domainsOf, registerDomain, removeDomain, setDomainLocale, type CompanyDomain } from "./domains.server";
import type { HostRefusal } from "./host";
import { certificateState, provisioningFor, type CertificateState } from "./provisioning.server";
import { challengeName, recordsFor, saasTarget } from "./records";

/**
 * The server side of /account/domain (ADR 042). Only an account whose plan includes custom domains (Company,
 * grade 6) acts here: any other account's post is refused with 403, and a domain id that is not the account's own
 * is a 404, whoever asks.
 */

export const DONE = ["registered", "verified", "failed", "removed", "locale"] as const;
type Done = (typeof DONE)[number];

const formSchema = v.variant("intent", [
  v.object({ intent: v.literal("register"), host: v.pipe(v.string(), v.maxLength(300)) }),
  v.object({ intent: v.picklist(["check", "remove"]), id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)) }),
  v.object({ intent: v.literal("locale"), id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)), locale: v.picklist(LOCALE_CODES) }),
]);

type Certificate = { state: CertificateState | "waiting" | "unavailable"; status: string | null };

/** What the page says of a host's certificate; `provisioned`: a provider is configured here. */
export function certificateOf(domain: CompanyDomain, provisioned: boolean): Certificate {
  if (domain.status !== "verified") return { state: "waiting", status: null };
  if (!domain.providerId && !provisioned) return { state: "unavailable", status: null };
  return { state: certificateState(domain.certStatus), status: domain.certStatus };
}

export async function domainPageData(context: AppLoadContext, request: Request) {
  const user = await requireUser(context, request);
  const allowed = domainsAllowed(user.ownGrade);
  if (!allowed) return { company: false as const, allowed, domains: [], done: null };
  const bcp47 = LOCALES[context.locale].locale;
  const dates = dateFormat(bcp47, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });
  const [rows, provisioning] = await Promise.all([domainsOf(context.db, user.id), provisioningFor(context)]);
  const target = saasTarget(context.env);
  const done = new URL(request.url).searchParams.get("done");
  return {
    company: true as const,
    allowed,
    done: (DONE as readonly string[]).includes(done ?? "") ? (done as Done) : null,
    domains: rows.map((domain) => ({
      id: domain.id,
      host: domain.host,
      status: domain.status as "pending" | "verified" | "failed",
      locale: domain.locale,
      lastError: domain.lastError,
      challenge: challengeName(domain.host),
      target,
      records: recordsFor(domain.host, domain.txtToken, target),
      lastChecked: domain.lastCheckedAt ? dates.format(domain.lastCheckedAt) : null,
      verifiedOn: domain.verifiedAt ? dates.format(domain.verifiedAt) : null,
      certificate: certificateOf(domain, provisioning !== null),
    })),
  };
}

export type DomainActionData = { ok: false; refusal: HostRefusal; host: string | null; value: string };

export async function domainPageAction(context: AppLoadContext, request: Request) {
  const user = await requireUser(context, request);
  if (!domainsAllowed(user.ownGrade)) throw data({ error: "forbidden", reason: "forbidden" }, { status: 403 });
  const parsed = v.safeParse(formSchema, await readFormFields(request));
  if (!parsed.success) throw data({ error: "unreadable", reason: "unreadable" }, { status: 400 });
  const form = parsed.output;
  if (form.intent === "register") {
    // The host's pages speak the language the company registered it in, until it chooses another (ADR 044).
    const result = await registerDomain(context.db, context.env, { id: user.id, grade: user.ownGrade }, form.host, context.locale);
    if (result.ok) return redirect("/account/domain?done=registered");
    const status = result.refusal === "taken" || result.refusal === "yours" || result.refusal === "overPlan" ? 409 : 400;
    return data({ ok: false, refusal: result.refusal, host: result.host ?? null, value: form.host } satisfies DomainActionData, { status });
  }
  const domain = await domainOf(context.db, user.id, form.id);
  if (!domain) notFound();
  if (form.intent === "locale") {
    await setDomainLocale(context.db, domain, form.locale);
    return redirect("/account/domain?done=locale");
  }
  const provisioning = await provisioningFor(context);
  if (form.intent === "remove") {
    await removeDomain(context.db, provisioning, domain);
    return redirect("/account/domain?done=removed");
  }
  const checked = await checkDomain(context.db, { dns: dnsResolverFor(context.env), provisioning, target: saasTarget(context.env) }, domain);
  return redirect(`/account/domain?done=${checked.status === "verified" ? "verified" : "failed"}`);
}

import { describe, expect, it } from "vitest";
import { LOCALES } from "../../app/i18n/locales";
import { squeeze, visibleText } from "./account-area-fixtures";
import { buyLocally, LOCAL, pathOf, payer } from "./billing-fixtures";
import { get, post } from "./http";

/**
 * Online payment is open (issue 25): /plans sells Pro and Company through the buy endpoint, and no page a visitor or
 * a customer reads still says payment is to come or that plans are switched on by hand.
 */

type BuyForm = { fields: Record<string, string>; label: string };

/** The forms of a page that post to the buy endpoint: their hidden fields and their button's words. */
function buyForms(html: string): BuyForm[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)]
    .filter(([, attributes]) => /method="post"/.test(attributes!) && /action="\/resources\/checkout"/.test(attributes!))
    .map(([, , body]) => ({
      fields: Object.fromEntries([...body!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/?>/g)].map(([, name, value]) => [name!, value!])),
      label: squeeze(visibleText(body!.match(/<button[^>]*>([\s\S]*?)<\/button>/)?.[1] ?? "")),
    }));
}

async function html(path: string, host = "escaplay.fr", cookie?: string): Promise<string> {
  const res = await get(path, host, cookie ? { Cookie: cookie } : {});
  expect(res.status, `${host}${path}`).toBe(200);
  return res.text();
}

describe("buying from /plans", () => {
  it("shows a Pro button posting the chosen billing period and a Company button posting the year", async () => {
    expect(buyForms(await html("/plans"))).toEqual([
      { fields: { plan: "pro", period: "month" }, label: "Passer à Pro" },
      { fields: { plan: "company", period: "year" }, label: "Souscrire à l'offre Entreprise" },
    ]);
    expect(buyForms(await html("/plans?billing=year")).map((form) => form.fields)).toEqual([
      { plan: "pro", period: "year" },
      { plan: "company", period: "year" },
    ]);
    const page = await html("/plans");
    // Education is asked for first; Company keeps a way to ask a question or for a quote.
    expect(page).toMatch(/<a class="button button-secondary"[^>]*href="\/education#request"[^>]*>Demander l&#x27;offre enseignant<\/a>/);
    expect(page).toMatch(/<a[^>]*href="\/contact\?topic=company"[^>]*>Une question, un devis \? Contacter l&#x27;équipe<\/a>/);
  });

  it("takes what the yearly Pro button posts to the local checkout, at the yearly price", async () => {
    const user = await payer();
    const [pro] = buyForms(await html("/plans?billing=year", LOCAL, user.cookie));
    expect(pro!.fields).toEqual({ plan: "pro", period: "year" });
    const started = await post("/resources/checkout", pro!.fields, LOCAL, { Cookie: user.cookie, Accept: "text/html" });
    expect(started.status).toBe(303);
    const checkout = pathOf(started.headers.get("Location"));
    expect(checkout).toMatch(/^\/dev\/checkout\/cs_local_/);
    const text = visibleText(await html(checkout!, LOCAL, user.cookie));
    expect(text).toContain("Facturé chaque année");
    expect(text).toContain("80,54");
    expect(text).not.toContain("7,99");
  });
});

/** What the pages said while payment was not open, in each language's words. */
const NOT_OPEN: Record<string, RegExp> = {
  fr: /pas encore ouvert|ouvrira prochainement|à la main|activées sur demande|écrivez-nous pour activer|Une fois le paiement en ligne ouvert/,
  de: /noch nicht möglich|noch nicht geöffnet|startet in Kürze|von Hand|auf Anfrage freigeschaltet|Sobald die Online-Zahlung startet/,
  en: /not open yet|opens soon|by hand|activated on request|Once online payment opens/,
  es: /aún no está abierto|todavía no está abierto|abrirá próximamente|manualmente|previa solicitud|Cuando se abra el pago en línea/,
  it: /non è ancora aperto|aprirà a breve|a mano|attivati su richiesta|Quando il pagamento online sarà aperto/,
};
const LANGUAGES = (["fr", "de", "en", "es", "it"] as const).map((lang) => [lang, LOCALES[lang].host] as const);

describe("the texts once payment is open", () => {
  it("say nowhere on the pricing, legal, account or release pages that online payment is not open, in any language", async () => {
    const user = await payer();
    for (const [lang, host] of LANGUAGES) {
      for (const path of ["/plans", "/cgv", "/releases", "/account?tab=subscription", "/account/invoices"]) {
        const text = visibleText(await html(path, host, user.cookie));
        expect(text, `${host}${path}`).not.toMatch(NOT_OPEN[lang]!);
      }
    }
  });

  it("tell on /plans and in the terms that payment is by card through Stripe, cancelled from the subscription tab, with a 7-day grace", async () => {
    const plans = visibleText(await html("/plans"));
    expect(plans).toContain("Paiement par carte sur la page sécurisée de Stripe");
    expect(plans).toContain("Votre offre reste active 7 jours");
    expect(plans).toContain("Faites votre demande depuis la page Éducation");
    const terms = visibleText(await html("/cgv"));
    expect(terms).toContain("Stripe Checkout");
    expect(terms).toContain("Stripe Tax");
    expect(terms).toContain("Votre offre reste active pendant 7 jours à compter du premier échec");
    expect(terms).toContain("Vous résiliez à tout moment, sans frais, depuis l'onglet Abonnement");
    // Promises nothing built keeps: a renewal reminder, a bank transfer, a question asked at payment, a quote.
    expect(terms).not.toMatch(/rappel par e-mail|virement|nous vous demandons au moment du paiement|sur devis|un mois avant la fin de l'année/);
    const swiss = visibleText(await html("/cgv", LOCALES.ch.host));
    expect(swiss).toContain("Sur le site suisse, les prix sont indiqués en francs suisses");
    expect(swiss).toMatch(/Pro : 7.90 CHF par mois/);
    expect(swiss).toContain("La TVA est calculée au paiement par Stripe Tax");
    expect(swiss).not.toContain("autoliquidation");
  });

  it("list online payment, the teacher offer, referrals and the back office as the newest release, with the site's price", async () => {
    const released = visibleText((await html("/releases")).split('id="released"')[1]!);
    expect(released.indexOf("Les offres payantes en ligne")).toBeGreaterThan(-1);
    expect(released.indexOf("Les offres payantes en ligne")).toBeLessThan(released.indexOf("La communauté autour des jeux"));
    expect(released).toContain("l'offre Éducation se souscrit à 4,99 € par mois");
    expect(released).toContain("7 jours pendant lesquels l'offre reste active");
    const swiss = visibleText(await html("/releases", LOCALES.ch.host));
    expect(swiss).toContain("l'offre Éducation se souscrit à 4.90 CHF par mois");
    // Nothing before the releases announces payment as still to come (the "in preparation" list, when there is one).
    const beforeReleased = visibleText((await html("/releases")).split('<main')[1]!.split('id="released"')[0]!);
    expect(beforeReleased).not.toMatch(/paiement|abonnement/i);
  });

  it("offer a Basic account the teacher offer's request and Stripe's words in the subscription tab, and an empty invoice list without 'not open'", async () => {
    const user = await payer();
    const tab = await html("/account?tab=subscription", "escaplay.fr", user.cookie);
    expect(visibleText(tab)).toContain("Paiement par carte sur la page sécurisée de Stripe, sans engagement");
    expect(tab).toMatch(/<a[^>]*href="\/education#request"[^>]*>Enseignant ou association : demander l&#x27;offre Éducation<\/a>/);
    const invoices = visibleText(await html("/account/invoices", "escaplay.fr", user.cookie));
    expect(invoices).toContain("Vos factures apparaîtront ici après votre premier paiement, avec leur PDF.");
  });

  it("send a paying account to Stripe's portal for changes, not to a message to the team", async () => {
    const user = await payer();
    await buyLocally(user, "pro", "month");
    const tab = visibleText(await html("/account?tab=subscription", LOCAL, user.cookie));
    expect(tab).toContain("Changer de carte, de périodicité ou résilier se fait avec le bouton « Gérer mon abonnement » ci-dessus.");
    expect(tab).not.toMatch(/Pour la modifier ou la résilier, écrivez-nous|activée par l'équipe/);
  });
});

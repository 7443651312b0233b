import { describe, expect, it } from "vitest";
import { get } from "./http";

// The pages that describe the product must say what it does today (issue 10): these are the truths a
// visitor reads, checked on the rendered pages of every site.

const HOSTS = ["escaplay.fr", "escaplay.de", "escaplay.ch", "escaplay.be", "escaplay.eu", "escaplay.es", "escaplay.it"];
const KEPT_24_HOURS: Record<string, RegExp> = {
  "escaplay.fr": /24 heures/,
  "escaplay.ch": /24 heures/,
  "escaplay.be": /24 heures/,
  "escaplay.de": /24 Stunden/,
  "escaplay.eu": /24 hours/,
  "escaplay.es": /24 horas/,
  "escaplay.it": /24 ore/,
};

/** The page's text as a reader sees it: entities decoded, no-break spaces as spaces, tags kept for slicing. */
async function page(path: string, host = "escaplay.fr"): Promise<string> {
  const res = await get(path, host);
  expect(res.status).toBe(200);
  return (await res.text())
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&")
    .replace(/[\u00a0\u202f]/g, " ");
}

/** The part of a marketing page under the section heading with this id, up to the next section. */
function section(html: string, id: string): string {
  const start = html.indexOf(`<h2 id="${id}"`);
  expect(start).toBeGreaterThan(-1);
  const end = html.indexOf("<section", start);
  return html.slice(start, end === -1 ? undefined : end);
}

/** The rows of the plan comparison table, by the text of their header cell (badges included). */
function comparisonRows(html: string): Map<string, string> {
  const table = html.slice(html.indexOf('<table class="plan-table"'), html.indexOf("</table>"));
  const rows = new Map<string, string>();
  for (const [, header] of table.matchAll(/<th scope="row">(.*?)<\/th>/g)) {
    const name = header.replace(/<span class="badge[^"]*">[^<]*<\/span>|<[^>]+>/g, "").trim();
    rows.set(name, header);
  }
  return rows;
}

const UPCOMING_ROWS = {
  fr: {
    marker: "Bientôt",
    upcoming: [] as string[],
    available: ["Images générées par IA par mois", "Projets en marque blanche", "Domaine personnalisé", "Collections de chapitres", "Collaborateurs par projet", "Publication des jeux", "Publication et partage privés", "Résultats des parties", "Projets", "Invitation de joueurs sans compte", "Sauvegarde de la progression", "Stockage", "Prix"],
  },
  en: {
    marker: "Coming soon",
    upcoming: [] as string[],
    available: ["AI-generated images a month", "White-label projects", "Custom domain", "Chapter collections", "Collaborators per project", "Game publishing", "Private publishing and sharing", "Game results", "Projects", "Invite players without an account", "Saved progress", "Storage", "Price"],
  },
};

describe("texts that describe the product", () => {
  it("marks every plan feature that is not available yet as coming soon on /plans, and not the collaborators, the guest invitations or the collections", async () => {
    for (const [lang, host] of [["fr", "escaplay.fr"], ["en", "escaplay.eu"]] as const) {
      const expected = UPCOMING_ROWS[lang];
      const html = await page("/plans", host);
      const rows = comparisonRows(html);
      const badge = `<span class="badge badge-upcoming">${expected.marker}</span>`;
      for (const name of expected.upcoming) expect(rows.get(name), `${host}: ${name}`).toContain(badge);
      for (const name of expected.available) {
        expect(rows.get(name), `${host}: ${name}`).toBeDefined();
        expect(rows.get(name), `${host}: ${name}`).not.toContain(expected.marker);
      }
      const guests = html.match(/<li>[^<]*(Invitation de joueurs sans compte|Invite players without an account)[\s\S]*?<\/li>/)?.[0];
      expect(guests, host).toBeDefined();
      expect(guests).not.toContain(expected.marker);
    }
    expect(await page("/plans")).toContain("Paiement par carte sur la page sécurisée de Stripe");
  });

  it("marks nothing of /business's and /education's plans as coming soon: white label, custom domain, private sharing, guests, results, collaborators", async () => {
    for (const path of ["/business", "/education"]) {
      const list = section(await page(path), "plan");
      const line = (text: string) => list.match(new RegExp(`<li>${text}[^<]*(<!-- -->)?( )?(<!-- -->)?(<span[^>]*>[^<]*</span>)?</li>`))?.[0] ?? "";
      expect(line("Publication et partage privés"), path).not.toContain("Bientôt");
      expect(line("Publication et partage privés"), path).not.toBe("");
      expect(line("Résultats des joueurs"), path).not.toContain("Bientôt");
      expect(line("Résultats des joueurs"), path).not.toBe("");
      expect(line("[^<]*sans compte"), path).not.toContain("Bientôt");
      expect(line("[^<]*sans compte"), path).not.toBe("");
      if (path === "/education") {
        expect(line("Collaborateurs :"), path).not.toBe("");
        expect(line("Collaborateurs :"), path).not.toContain("Bientôt");
      }
    }
    // Nor do their notices still say the players' results are to come.
    for (const path of ["/business", "/education"]) expect(await page(path), path).not.toMatch(/résultats des joueurs ne sont pas encore/);
    const business = section(await page("/business"), "plan");
    for (const feature of ["Projets en marque blanche", "Domaine personnalisé"]) {
      const line = business.match(new RegExp(`<li>${feature}[^<]*(<!-- -->)?( )?(<!-- -->)?(<span[^>]*>[^<]*</span>)?</li>`))?.[0];
      expect(line, feature).toBeDefined();
      expect(line, feature).not.toContain("Bientôt");
    }
    expect(await page("/business")).not.toMatch(/marque blanche[^.<]*(arrivent|prochaines versions|viendra)/);
  });

  it("says in the terms of sale, on every site, that plans are paid by card through Stripe Checkout and cancelled from the subscription tab", async () => {
    const BY_CARD: Record<string, RegExp> = {
      "escaplay.fr": /vous mène à Stripe Checkout[\s\S]*Vous résiliez à tout moment, sans frais, depuis l'onglet/,
      "escaplay.ch": /vous mène à Stripe Checkout[\s\S]*Vous résiliez à tout moment, sans frais, depuis l'onglet/,
      "escaplay.be": /vous mène à Stripe Checkout[\s\S]*Vous résiliez à tout moment, sans frais, depuis l'onglet/,
      "escaplay.de": /führt dich zu Stripe Checkout[\s\S]*Du kündigst jederzeit und kostenlos im Tab/,
      "escaplay.eu": /takes you to Stripe Checkout[\s\S]*You cancel at any time, free of charge, from the/,
      "escaplay.es": /le lleva a Stripe Checkout[\s\S]*Cancela en cualquier momento, sin gastos, desde la pestaña/,
      "escaplay.it": /ti porta a Stripe Checkout[\s\S]*Disdici in qualsiasi momento, senza costi, dalla scheda/,
    };
    for (const host of HOSTS) {
      const html = await page("/cgv", host);
      expect(html, host).toMatch(BY_CARD[host]);
    }
    const fr = await page("/cgv");
    expect(fr).not.toContain("quand vous cliquez sur le bouton de paiement");
    expect(fr).not.toContain("Résilier mon abonnement");
    // Every feature sold is open now, AI images last (issue 27): nothing is "not available yet" nor "coming soon".
    expect(fr).not.toContain("n'est pas encore disponible");
    expect(fr).toContain("Les images générées par IA se créent depuis les fichiers d'un projet");
    expect(fr).toContain("une génération refusée ou qui échoue n'est pas décomptée");
  });

  it("lists paid plans, the community, creating together, the studio, multiplayer by code, solo play and accounts as published releases, newest first", async () => {
    const html = await page("/releases");
    const released = section(html, "released");
    expect(released.indexOf("L'offre Entreprise sous votre marque")).toBeGreaterThan(-1);
    expect(released.indexOf("L'offre Entreprise sous votre marque")).toBeLessThan(released.indexOf("Les offres payantes en ligne"));
    expect(released.indexOf("Les offres payantes en ligne")).toBeGreaterThan(-1);
    expect(released.indexOf("Les offres payantes en ligne")).toBeLessThan(released.indexOf("La communauté autour des jeux"));
    expect(released.indexOf("La communauté autour des jeux")).toBeGreaterThan(-1);
    expect(released.indexOf("La communauté autour des jeux")).toBeLessThan(released.indexOf("La création à plusieurs"));
    expect(released).toContain("publié après modération");
    expect(released.indexOf("La création à plusieurs")).toBeGreaterThan(-1);
    expect(released.indexOf("La création à plusieurs")).toBeLessThan(released.indexOf("Le studio de création"));
    expect(released).toContain("invitations en attente comprises");
    expect(released).toContain("un lecteur ouvre l'éditeur en lecture seule");
    expect(released).toContain("Le studio de création");
    expect(released).toContain("24 novembre 2026");
    expect(released).toContain("Le multijoueur par code");
    expect(released).toContain("Le moteur de jeu et les parties en solo");
    expect(released).toContain("Les comptes");
    // AI images are released (issue 27), newest first; with nothing else announced, no "in preparation" list is left.
    expect(released.indexOf("Les images générées par IA")).toBeGreaterThan(-1);
    expect(released.indexOf("Les images générées par IA")).toBeLessThan(released.indexOf("L'offre Entreprise sous votre marque"));
    expect(html).not.toContain('id="upcoming"');
    // The texts travel with the page's data; what a reader sees is outside the scripts.
    expect(html.replace(/<script[\s\S]*?<\/script>/g, "")).not.toContain("Elles ne sont pas encore disponibles");
  });

  it("tells players on every site that progress is kept for 24 hours after a reload, on /letsplay and in the terms", async () => {
    for (const host of HOSTS) {
      for (const path of ["/letsplay", "/cgu"]) {
        expect(await page(path, host), `${host}${path}`).toMatch(KEPT_24_HOURS[host]);
      }
    }
  });

  it("tells logged-in players on /letsplay and in the terms that their solo game is kept on the account for 30 days", async () => {
    const KEPT_30_DAYS: Record<string, RegExp> = {
      "escaplay.fr": /partie solo[^.]*30 jours/,
      "escaplay.ch": /partie solo[^.]*30 jours/,
      "escaplay.be": /partie solo[^.]*30 jours/,
      "escaplay.de": /Solo-Partie bis 30 Tage/,
      "escaplay.eu": /solo game[^.]*30 days/,
      "escaplay.es": /partida en solitario[^.]*30 días/,
      "escaplay.it": /partita in solitario[^.]*30 giorni/,
    };
    for (const host of HOSTS) {
      for (const path of ["/letsplay", "/cgu"]) expect(await page(path, host), `${host}${path}`).toMatch(KEPT_30_DAYS[host]);
    }
  });

  it("no longer warns that reloading the page loses the game's progress", async () => {
    for (const path of ["/letsplay", "/multi", "/cgu"]) {
      const html = await page(path);
      expect(html, path).not.toMatch(/recharg\w* (la page )?fait perdre/);
      expect(html, path).not.toContain("perdre toute la progression");
    }
    expect(section(await page("/multi"), "faq")).toContain("Rien n'est perdu : pendant 24 heures");
  });

  it("says on /creator that the studio, its three editors and creating together are open, and offers no collections as available", async () => {
    const html = await page("/creator");
    expect(html).toContain("Le studio de création est ouvert : dans votre espace de projets");
    expect(html).toContain("construisez-le dans son éditeur (Interface 2D, 360° ou Classique)");
    expect(html).toContain("testez, publiez et partagez par lien");
    expect(html).toContain("invitez des collaborateurs sur un projet et modifiez-le ensemble, en direct");
    expect(html).not.toMatch(/création à plusieurs[^.<]*arrive|collaborateurs[^.<]*(arrivent|arriveront)/);
    expect(html).not.toMatch(/Les éditeurs[^.]*arrivent|ouverture du studio|où le studio ouvrira/);
    const share = section(html, "share");
    expect(share).not.toContain("Collections de chapitres");
    expect(share).toContain("Partage privé");
    expect(share).not.toMatch(/Partage privé \(bientôt\)/);
    expect(section(html, "plan")).not.toContain("0,05 Mo");
  });

  it("explains on /learn, on every site, how to invite collaborators and what editing together looks like", async () => {
    const TOGETHER: Record<string, RegExp> = {
      "escaplay.fr": /ouvrez la vue « Collaborateurs »[\s\S]*un lecteur ouvre l'éditeur sans rien pouvoir changer[\s\S]*« Partagés avec moi »/,
      "escaplay.ch": /ouvrez la vue « Collaborateurs »/,
      "escaplay.be": /ouvrez la vue « Collaborateurs »/,
      "escaplay.de": /die Ansicht „Mitwirkende“[\s\S]*„Mit mir geteilt“/,
      "escaplay.eu": /open the "Collaborators" view[\s\S]*"Shared with me"/,
      "escaplay.es": /la vista «Colaboradores»[\s\S]*«Compartidos conmigo»/,
      "escaplay.it": /la vista «Collaboratori»[\s\S]*«Condivisi con me»/,
    };
    for (const host of HOSTS) expect(section(await page("/learn", host), "together"), host).toMatch(TOGETHER[host]);
  });

  it("tells who may join a remote game without an account: only guests of a host on a Pro plan (ADR 012)", async () => {
    expect(section(await page("/multi"), "guests")).toContain("Seul un organisateur avec une offre Pro, Éducation ou Entreprise peut inviter des joueurs sans compte");
    expect(await page("/joinMulti")).toContain("Rejoindre une partie demande un compte, sauf si son organisateur invite des joueurs sans compte");
    // The former exception (any session of a game open to everyone) is stated nowhere any more.
    for (const path of ["/multi", "/joinMulti", "/letsplay", "/plans", "/releases", "/cgu", "/education"]) {
      const html = await page(path);
      expect(html, path).not.toMatch(/pas besoin de compte si le jeu est ouvert à tous|Pour un jeu ouvert à tous, un pseudo suffit|partie à distance d'un jeu ouvert à tous|rejoint les jeux ouverts à tous avec un pseudo|lorsque le jeu est ouvert à tous ou|inviter des joueurs sans compte à n'importe quel jeu/);
    }
  });

  it("says on /learn, /creator and /plans that AI images are available, and nowhere that they are still to come", async () => {
    expect(await page("/learn")).toContain("vous pouvez aussi les générer par IA, depuis les fichiers du projet");
    expect(await page("/creator")).toContain("Les images d'un jeu peuvent aussi être générées par IA à partir d'une description");
    expect(await page("/plans", "escaplay.de")).toContain("KI-generierte Bilder mit den Tarifen Pro (50 pro Monat), Education (40) und Unternehmen (100)");
    const STILL_TO_COME = /images générées par IA arrivent|KI-generierte Bilder kommen|AI-generated images come with|imágenes generadas por IA llegan|immagini generate dall'IA arrivano/;
    for (const host of HOSTS) {
      for (const path of ["/plans", "/cgv", "/releases", "/learn", "/creator"]) expect(await page(path, host), `${host}${path}`).not.toMatch(STILL_TO_COME);
    }
  });

  it("no longer tells visitors on any page that the studio's editors or creating together are still to come", async () => {
    const STILL_TO_COME = /éditeurs[^.<]*(arrivent|ensuite)|studio[^.<]*(arrive bientôt|en préparation|ouvre par étapes|ouvrira)|Bientôt, vous créerez|ouverture du studio|collaborateurs[^.<]*(arrivent|arriveront|prochaine)|création à plusieurs[^.<]*(arrive|prochaine)/;
    for (const path of ["/", "/creator", "/learn", "/plans", "/business", "/education", "/about", "/releases", "/cgv", "/cgu"]) {
      expect(await page(path), path).not.toMatch(STILL_TO_COME);
    }
  });

  it("tells in the terms what an account adds today, saved progress and the community included, and nothing as still closed", async () => {
    const html = await page("/cgu");
    expect(html).toContain("garder votre partie solo sur votre compte pendant 30 jours après votre dernière action et la reprendre sur un autre appareil");
    expect(html).toContain("donner un avis sur les jeux que vous avez terminés, signaler un jeu depuis sa fiche et présenter votre profil public");
    expect(html).not.toContain("ne sont pas encore ouvertes");
    expect(html).not.toContain("Chacun peut signaler un jeu depuis sa fiche");
    expect(html).not.toContain("depuis votre espace personnel ou en nous écrivant");
  });
});

describe("the creator's palette (issue 27) on /learn, /creator and /plans", () => {
  // Sound, AI images, the new locks, templates and the asset library, as each site's reader meets them.
  const SAYS: Record<string, { learn: RegExp[]; creator: RegExp[]; plans: RegExp[] }> = {
    "escaplay.fr": {
      learn: [/générer par IA/, /effets sonores sous-titrés/, /à partir d'un modèle/, /bibliothèque de ressources libres/, /cadenas directionnel/],
      creator: [/générées par IA/, /musique d'ambiance par jeu/, /six par type de jeu/, /carte des énigmes/],
      plans: [/Les images générées par IA, avec les offres Pro \(50 par mois\)/, /le son \(musique d'ambiance et effets sonores sous-titrés\)/],
    },
    "escaplay.de": {
      learn: [/per KI erzeugen/, /untertitelte Soundeffekte/, /aus einer Vorlage/, /Bibliothek freier Medien/],
      creator: [/per KI/, /Hintergrundmusik pro Spiel/, /Rätselkarte/],
      plans: [/KI-generierte Bilder/, /Ton \(Hintergrundmusik/],
    },
    "escaplay.eu": {
      learn: [/generate them with AI/, /captioned sound effects/, /from a template/, /library of free assets/],
      creator: [/generated with AI/, /background music per game/, /puzzle map/],
      plans: [/AI-generated images/, /sound \(background music/],
    },
    "escaplay.es": {
      learn: [/generarlas con IA/, /efectos de sonido subtitulados/, /a partir de una plantilla/],
      creator: [/generarse con IA/, /música de ambiente por juego/],
      plans: [/generadas por IA/, /el sonido \(música de ambiente/],
    },
    "escaplay.it": {
      learn: [/generarle con l'IA/, /effetti sonori sottotitolati/, /da un modello/],
      creator: [/generare con l'IA/, /musica di sottofondo per gioco/],
      plans: [/generate dall'IA/, /il suono \(musica di sottofondo/],
    },
  };

  it.each(Object.entries(SAYS))("says on %s that AI images, sound, templates and the library are available", async (host, says) => {
    for (const [path, patterns] of [["/learn", says.learn], ["/creator", says.creator], ["/plans", says.plans]] as const) {
      const html = await page(path, host);
      for (const pattern of patterns) expect(html, `${host}${path}`).toMatch(pattern);
    }
  });
});

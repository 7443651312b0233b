import { lastMailText } from "./accounts";
import { expect, seriousViolations, test } from "./fixtures";
import { adminInBackOffice, verifiedAccount } from "./staff";

/**
 * Education requests in Chromium (issue 25, ADR 039): a teacher sends the request from /education, an admin
 * approves it in the back office, the teacher reads the answer by mail, buys the teacher offer at the local checkout
 * and ends with the Education plan.
 */

test("a teacher's Education request, approved by staff, opens the teacher offer, which she buys and gets Education", async ({ browser }) => {
  test.setTimeout(90_000);
  const { page, me } = await verifiedAccount(browser, "teacher");
  await page.getByRole("contentinfo").getByRole("link", { name: "Éducation", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Faites de votre prochain cours une enquête" })).toBeVisible();
  await page.getByRole("link", { name: "Demander l'offre Éducation" }).first().click();
  const request = page.getByRole("region", { name: "Demander l'offre Éducation" });
  await expect(request.getByLabel("Adresse e-mail pour la réponse")).toHaveValue(me.email);
  await request.getByLabel("Vous représentez").selectOption({ label: "Un établissement scolaire" });
  await request.getByLabel("Nom de l'établissement ou de l'association").fill("Collège Jean-Moulin, Lyon");
  await request.getByLabel("Votre fonction").fill("Professeure de SVT");
  await request.getByLabel("Justificatif").fill("Trop court");
  await request.getByRole("button", { name: "Envoyer ma demande" }).click();
  // The field to fix takes the focus, with its message; nothing typed is lost.
  await expect(request.getByLabel("Justificatif")).toBeFocused();
  await expect(request.getByText("Décrivez votre justificatif en 20 caractères au moins.")).toBeVisible();
  await expect(request.getByLabel("Votre fonction")).toHaveValue("Professeure de SVT");
  await request.getByLabel("Justificatif").fill("Je figure dans l'annuaire de l'équipe : https://college-jean-moulin.example/equipe");
  await request.getByRole("button", { name: "Envoyer ma demande" }).click();
  await expect(request.getByRole("status")).toHaveText("Demande envoyée. L'équipe l'examine et vous répondra par e-mail.");
  await expect(request.getByText(`l'équipe vous répondra par e-mail à ${me.email}`, { exact: false })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const staff = await adminInBackOffice(browser);
  await staff.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Demandes Éducation" }).click();
  await expect(staff.getByRole("heading", { level: 1, name: "Demandes Éducation" })).toBeVisible();
  const card = staff.getByRole("article", { name: `Collège Jean-Moulin, Lyon : demande de ${me.username}` });
  await expect(card).toContainText("Professeure de SVT");
  await expect(card).toContainText("https://college-jean-moulin.example/equipe");
  expect(await seriousViolations(staff)).toEqual([]);
  await card.getByRole("form", { name: `Accepter la demande de ${me.username}` }).getByRole("button", { name: "Accepter" }).click();
  const done = staff.getByRole("status");
  await expect(done).toHaveText("Demande acceptée : le demandeur a reçu un e-mail.");
  await expect(done).toBeFocused();
  await expect(staff.getByText("Aucune demande en attente.")).toBeVisible();

  // Prices are written with the French non-breaking spaces.
  expect(await lastMailText(page, me.email)).toMatch(/L'offre enseignant vous est ouverte : l'offre Éducation à 4,99\s€ par mois/);
  await page.getByRole("contentinfo").getByRole("link", { name: "Éducation", exact: true }).click();
  await expect(request.getByText("Votre demande est acceptée : l'offre enseignant vous est ouverte.", { exact: false })).toBeVisible();
  await request.getByRole("button", { name: "Souscrire à l'offre enseignant (4,99 € par mois)" }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\/cs_local_/);
  await page.getByRole("button", { name: "Payer 4,99 €" }).click();
  await expect(page).toHaveURL(/\/account\/pro\/success\?session_id=cs_local_/);
  await expect(page.getByText("Votre offre actuelle : Éducation.")).toBeVisible();
  await page.getByRole("link", { name: "Voir mon abonnement" }).click();
  await expect(page.getByRole("region", { name: "Votre abonnement", exact: true })).toContainText("Éducation");
  await expect(page.getByText("Facturé chaque mois")).toBeVisible();
});

import { newAccount, register, validate } from "./accounts";
import { refuseCookies } from "./cookie-bar";
import { noisePng, slowUploads } from "./files";
import { expect, seriousViolations, test } from "./fixtures";

/** A project's files in Chromium (ADR 016): an upload with its progress bar, the file listed, a spoofed file refused, a dropped file, a project pick. */

// The spoofed file is refused with a 415, which Chromium logs as a failed resource.
test.use({ expectedErrors: [/status of 415/] });

test("a creator uploads an image with a visible progress bar, sees it listed, drops a sound, and makes the image the project's global image", async ({ page }) => {
  const me = newAccount("creator");
  await register(page, me, "Créateur");
  await validate(page, me.email);
  await page.goto("/project2D");
  await refuseCookies(page);
  await page.getByLabel("Titre du projet").fill("Le phare");
  await page.getByRole("button", { name: "Créer le projet" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Le phare" })).toBeVisible();
  await page.getByRole("link", { name: "Fichiers", exact: true }).click();
  const files = page.getByRole("region", { name: "Fichiers du projet" });
  await expect(files.getByText("Espace utilisé : 0 o sur 10 Mo")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const restore = await slowUploads(page);
  await files.getByLabel("Choisir des fichiers").setInputFiles({ name: "salon.png", mimeType: "image/png", buffer: noisePng(800, 600) });
  const bar = files.getByRole("progressbar", { name: "Envoi de « salon.png »" });
  await expect(bar).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expect(files.getByRole("status")).toHaveText("« salon.png » ajouté.", { timeout: 20_000 });
  await restore();
  await expect(bar).toHaveCount(0);
  const item = files.getByRole("list", { name: "Fichiers du dossier" }).getByRole("listitem");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("salon.png");
  await expect(item).toContainText("800 × 600 px");
  await expect(files.getByText(/Espace utilisé : 1,4 Mo sur 10 Mo/)).toBeVisible();

  await files.getByLabel("Choisir des fichiers").setInputFiles({ name: "piege.png", mimeType: "image/png", buffer: Buffer.from("#!/bin/sh\necho pas une image\n") });
  await expect(files.getByRole("alert")).toContainText("Le contenu de ce fichier ne correspond pas à son extension");
  await expect(item).toHaveCount(1);

  // Dropped on the zone, as from the desktop: a sound this time.
  const sound = [...Buffer.from("ID3"), 4, 0, 0, 0, 0, 0, 0, ...new Array(2000).fill(0)];
  const dropped = await page.evaluateHandle((bytes) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(bytes)], "tic-tac.mp3", { type: "audio/mpeg" }));
    return transfer;
  }, sound);
  await files.getByTestId("files-drop").dispatchEvent("drop", { dataTransfer: dropped });
  await expect(files.getByRole("status")).toHaveText("« tic-tac.mp3 » ajouté.");
  await expect(item).toHaveCount(2);
  await expect(item.filter({ hasText: "tic-tac.mp3" })).toContainText("Son");

  // The image can be the global image; the cover is chosen with the game's look, in the editor's settings.
  await expect(item.filter({ hasText: "salon.png" }).getByRole("button", { name: /couverture/ })).toHaveCount(0);
  await item.filter({ hasText: "salon.png" }).getByRole("button", { name: "Utiliser comme image globale : salon.png" }).click();
  await expect(files.getByRole("status")).toHaveText("Réglage du projet enregistré.");
  expect(await seriousViolations(page)).toEqual([]);
});

// Every namespace of texts, by name. Plain static imports, so every bundle the project ships (the Remix
// build, the worker entry wrangler bundles, the PartyKit rooms) holds the same catalogue; a folder left out
// of this list fails tests/unit/locales.test.ts.
import type { Namespace } from "../types";
import about from "./about";
import access from "./access";
import account from "./account";
import achievements from "./achievements";
import admin from "./admin";
import affiliation from "./affiliation";
import aiImages from "./ai-images";
import auth from "./auth";
import billing from "./billing";
import blog from "./blog";
import blogAuthoring from "./blog-authoring";
import business from "./business";
import catalogue from "./catalogue";
import cgu from "./cgu";
import cgv from "./cgv";
import collaborators from "./collaborators";
import collections from "./collections";
import common from "./common";
import contact from "./contact";
import creator from "./creator";
import domains from "./domains";
import education from "./education";
import engine from "./engine";
import events from "./events";
import game from "./game";
import home from "./home";
import joinMulti from "./join-multi";
import learn from "./learn";
import letsplay from "./letsplay";
import locks from "./locks";
import mail from "./mail";
import mailings from "./mailings";
import marketing from "./marketing";
import moderation from "./moderation";
import mentionsLegales from "./mentions-legales";
import multi from "./multi";
import pages from "./pages";
import plans from "./plans";
import play from "./play";
import profile from "./profile";
import projects from "./projects";
import publish from "./publish";
import qrcode from "./qrcode";
import releases from "./releases";
import reports from "./reports";
import reviews from "./reviews";
import savedGame from "./saved-game";
import studio from "./studio";
import studioForms from "./studio-forms";
import studioInterface from "./studio-interface";
import studioPanorama from "./studio-panorama";
import studioClassic from "./studio-classic";
import studioCoedit from "./studio-coedit";
import team from "./team";
import unAn from "./un-an";
import welcome from "./welcome";

export const namespaces: Record<string, Namespace<Record<string, unknown>>> = {
  about,
  access,
  account,
  achievements,
  admin,
  affiliation,
  "ai-images": aiImages,
  auth,
  billing,
  blog,
  "blog-authoring": blogAuthoring,
  business,
  catalogue,
  cgu,
  cgv,
  collaborators,
  collections,
  common,
  contact,
  creator,
  domains,
  education,
  engine,
  events,
  game,
  home,
  "join-multi": joinMulti,
  learn,
  letsplay,
  locks,
  mail,
  mailings,
  marketing,
  moderation,
  "mentions-legales": mentionsLegales,
  multi,
  pages,
  plans,
  play,
  profile,
  projects,
  publish,
  qrcode,
  releases,
  reports,
  reviews,
  "saved-game": savedGame,
  studio,
  "studio-forms": studioForms,
  "studio-interface": studioInterface,
  "studio-panorama": studioPanorama,
  "studio-classic": studioClassic,
  "studio-coedit": studioCoedit,
  team,
  "un-an": unAn,
  welcome,
};

import type fr from "./fr";

const de: typeof fr = {
  title: "Team",
  description: "Lade deine Kolleginnen und Kollegen in dein Unternehmen ein, damit sie dein Unternehmensangebot und deine Projekte teilen.",
  intro: "Die Mitglieder deines Teams teilen dein Unternehmensangebot, solange sie dazugehören, und finden alle deine Projekte unter „Meine Projekte“, um sie zu öffnen und zu bearbeiten.",
  seats: "{{used}} von {{seats}} Plätzen belegt (Mitglieder und offene Einladungen).",
  upgradeTitle: "Das Team gehört zum Unternehmensangebot",
  upgradeText: "Mit dem Unternehmensangebot lädst du deine Kolleginnen und Kollegen per E-Mail ein, damit sie dein Angebot teilen und an den Projekten des Unternehmens arbeiten.",
  upgradeCta: "Unternehmensangebot ansehen",
  invite: {
    title: "Kollegin oder Kollegen einladen",
    label: "E-Mail-Adresse",
    hint: "Wir schicken einen Einladungslink, der 14 Tage gilt. Er kann mit einem bestehenden Konto angenommen werden, oder man legt eines an.",
    submit: "Einladung senden",
  },
  errors: {
    email: "Gib eine gültige E-Mail-Adresse ein, zum Beispiel vorname.name@unternehmen.de.",
    self: "Das ist die Adresse deines eigenen Kontos: Du gehörst schon zu deinem Unternehmen.",
    member: "Diese Person ist bereits Mitglied deines Teams.",
    invited: "Für diese Adresse wartet schon eine Einladung. Zieh sie zurück, um eine neue zu senden.",
    seats: "Dein Angebot umfasst {{seats}} Plätze, alle belegt durch Mitglieder oder offene Einladungen. Entferne ein Mitglied oder zieh eine Einladung zurück, um einen Platz frei zu machen.",
    rateLimited: "Zu viele Einladungen in kurzer Zeit. Versuch es in einer Stunde noch einmal.",
  },
  done: {
    invited: "Einladung an {{who}} gesendet.",
    cancelled: "Die Einladung an {{who}} ist zurückgezogen.",
    removed: "{{who}} gehört nicht mehr zu deinem Team.",
    left: "Du hast das Unternehmen verlassen: Sein Angebot und seine Projekte stehen dir nicht mehr zur Verfügung.",
  },
  members: {
    title: "Mitglieder",
    none: "Noch niemand ist deinem Team beigetreten.",
    since: "Mitglied seit {{date}}",
    remove: "{{name}} entfernen",
  },
  invitations: {
    title: "Offene Einladungen",
    expires: "Gültig bis {{date}}",
    cancel: "Einladung an {{email}} zurückziehen",
  },
  memberships: {
    title: "Deine Unternehmen",
    item: "Du bist seit {{since}} Mitglied von {{company}}.",
    active: "Du teilst sein Unternehmensangebot und seine Projekte.",
    lapsed: "Das Unternehmensangebot von {{company}} ist beendet: Du teilst sein Angebot und seine Projekte nicht mehr.",
    leave: "{{company}} verlassen",
  },
  join: {
    title: "Einladung in ein Team",
    signedOut: "Du bist eingeladen, dem Team eines Unternehmens auf Escaplay beizutreten. Melde dich an oder leg ein Konto an, um die Einladung zu sehen.",
    signIn: "Anmelden",
    register: "Konto anlegen",
    intro: "{{company}} lädt dich in sein Team ein.",
    shares: "Wenn du annimmst, teilst du das Unternehmensangebot von {{company}} und kannst seine Projekte unter „Meine Projekte“ öffnen und bearbeiten. Du kannst das Team jederzeit in deinem Konto verlassen.",
    accept: "Dem Team beitreten",
    toWorkspace: "Zu „Meine Projekte“",
    errors: {
      used: "Diese Einladung wurde schon verwendet oder zurückgezogen.",
      expired: "Diese Einladung ist abgelaufen. Bitte das Unternehmen um eine neue.",
      self: "Diese Einladung kommt von deinem eigenen Konto: Du kannst sie nicht annehmen.",
      member: "Du gehörst schon zu diesem Team.",
      seats: "Das Team ist voll: Das Unternehmen muss erst einen Platz frei machen, bevor du beitreten kannst.",
      lapsed: "Das Unternehmensangebot dieses Unternehmens ist beendet: Sein Team kann keine Mitglieder mehr aufnehmen.",
      unverified: "Bestätige zuerst die E-Mail-Adresse deines Kontos und öffne dann diesen Link noch einmal.",
    },
  },
  subscription: {
    through: "Du nutzt dieses Angebot als Mitglied des Teams von {{company}}, solange du dazugehörst.",
  },
  workspace: {
    hint: "Projekte deines Unternehmens: Du kannst sie öffnen und bearbeiten.",
  },
  mail: {
    subject: "{{company}} lädt dich in sein Team auf Escaplay ein",
    greeting: "Hallo,",
    intro: "{{company}} lädt dich ein, seinem Team auf Escaplay beizutreten.",
    shares: "Als Mitglied des Teams teilst du sein Unternehmensangebot und kannst seine Spielprojekte öffnen und bearbeiten.",
    withAccount: "Melde dich mit deinem Konto an, um die Einladung anzunehmen.",
    withoutAccount: "Leg mit diesem Link ein kostenloses Escaplay-Konto an oder melde dich mit einem Konto deiner Wahl an, um die Einladung anzunehmen.",
    button: "Einladung ansehen",
    expiry: "Dieser Link gilt 14 Tage.",
  },
};

export default de;

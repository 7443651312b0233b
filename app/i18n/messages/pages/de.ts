import type fr from "./fr";

const de: typeof fr = {
  code: {
    title: "Spielcode eingeben",
    description: "Tritt mit dem Zahlencode des Spielleiters einer Escape-Game-Partie mit mehreren Spielern bei.",
    intro: "Der Spielleiter einer Mehrspieler-Partie gibt dir einen Zahlencode. Gib ihn hier ein, um zu den anderen Spielern zu stoßen.",
    noCode: "Kein Code? Wähl ein Spiel und spiel sofort allein los.",
    browse: "Spiele durchstöbern",
  },
  share: {
    title: "Freigabelink",
    description: "Öffne ein Spiel, das sein Autor mit dir geteilt hat.",
    intro: "Hat dir ein Autor einen Freigabelink geschickt? Füge ihn hier ein oder gib den Code ein, der in der Adresse auf /sh/ folgt.",
    label: "Freigabelink oder -code",
    submit: "Spiel öffnen",
    notFound: "Dieser Freigabelink führt zu keinem Spiel. Frag bei der Person nach, die ihn dir geschickt hat.",
  },
  play: {
    title: "{{title}} spielen",
    privateTitle: "Privates Spiel: {{title}}",
  },
  studio: {
    testTitle: "Mein Spiel testen",
  },
};

export default de;

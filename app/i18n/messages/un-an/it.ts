import type fr from "./fr";

const it: typeof fr = {
  title: "Il primo compleanno di Escaplay",
  description: "Escaplay ha aperto a marzo 2026: il conto alla rovescia fino al primo compleanno, i numeri della piattaforma a oggi, le versioni pubblicate e quelle in arrivo.",
  eyebrow: "Primo compleanno",
  ctaPlay: "Gioca una partita",
  ctaCreate: "Crea il mio gioco",
  figuresTitle: "A oggi",
  figuresIntro: "Dall'apertura, il {{launch}}. Questi numeri sono calcolati in tempo reale dalla piattaforma.",
  statsPlayed: "partite giocate",
  statsOnline: "giochi online",
  statsProjects: "progetti creati",
  statsReviews: "recensioni dei giocatori",
  milestonesTitle: "Versioni pubblicate",
  nextIntro: "I prossimi passi, nell'ordine in cui ci lavoriamo. Non sono ancora disponibili.",
  nextLink: "Tutte le novità",
  ctaText: "Il modo migliore per festeggiare un escape game è giocarci. O crearne uno.",
  coming: {
    heroTitle: "Presto un anno",
    heroText: "Escaplay ha aperto il {{launch}}. Il suo primo compleanno cade il {{date}}, {{when}}: ecco, senza inventare nulla, ciò che c'è già e ciò che l'anno deve ancora portare.",
    nextTitle: "Fino al primo compleanno e oltre",
    ctaTitle: "Giochiamo in attesa della candelina?",
  },
  reached: {
    heroTitle: "Escaplay compie un anno",
    heroText: "Escaplay ha aperto il {{launch}} e festeggia il suo primo compleanno dal {{date}}: ecco il suo primo anno, versione dopo versione.",
    nextTitle: "E adesso?",
    ctaTitle: "Spegniamo insieme la candelina?",
  },
};

export default it;

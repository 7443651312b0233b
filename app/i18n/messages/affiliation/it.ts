import type fr from "./fr";

const it: typeof fr = {
  title: "Programma di affiliazione",
  description: "Consiglia Escaplay e ricevi il 20% del primo anno di abbonamento di ogni cliente che porti su un piano a pagamento.",
  eyebrow: "Affiliazione",
  heroTitle: "Consiglia Escaplay e guadagna il 20% del primo anno",
  heroText: "Parli di escape game, di didattica o di team building? Condividi il tuo link personale: per ogni abbonamento a pagamento che genera, ricevi una commissione.",
  ctaApply: "Diventa affiliato",
  whoTitle: "Chi può diventare affiliato?",
  whoIntro: "Qualsiasi persona od organizzazione con un pubblico interessato al gioco, all'apprendimento o allo spirito di squadra.",
  who: [
    { title: "Creatori di giochi", text: "Pubblichi già su Escaplay? I tuoi giocatori potrebbero diventare creatori a loro volta." },
    { title: "Blogger e videomaker", text: "Canali, podcast, blog e newsletter su giochi da tavolo, enigmi o tecnologie per la didattica." },
    { title: "Formatori e insegnanti", text: "Conduci laboratori o condividi le tue risorse didattiche con altri insegnanti." },
    { title: "Agenzie e consulenti", text: "Eventi, risorse umane, formazione: consigli le aziende sui loro strumenti." },
  ],
  howTitle: "Come funziona",
  how: [
    { title: "Presentati", text: "Scrivici dalla pagina dei contatti: chi sei, qual è il tuo pubblico e dove pensi di parlare di Escaplay." },
    { title: "Ricevi il tuo link", text: "Dopo l'approvazione ti inviamo il tuo link personale e il contratto di affiliazione." },
    { title: "Condividi", text: "Articolo, video, laboratorio, newsletter: inserisci il link dove il tuo pubblico già ti segue." },
    { title: "Ricevi la commissione", text: "Per ogni cliente che sottoscrive un piano a pagamento tramite il tuo link, ricevi il 20% di quanto paga nel primo anno." },
  ],
  exampleTitle: "Un esempio concreto",
  example: "Un'azienda che hai consigliato sottoscrive il piano Azienda, fatturato {{price}} all'anno: ricevi {{commission}}.",
  rulesTitle: "Le regole del programma",
  rules: [
    "La commissione riguarda i piani a pagamento Pro e Azienda; le offerte a prezzo ridotto (Educazione, offerta insegnanti) sono escluse.",
    "Un cliente viene attribuito al tuo link se si abbona entro 30 giorni dal primo clic.",
    "La commissione matura una volta incassato il pagamento e trascorso il periodo di recesso di 14 giorni; un abbonamento rimborsato la annulla.",
    "Niente autoreferenze: i tuoi account e quelli della tua organizzazione non danno diritto a commissioni.",
    "Niente pubblicità a pagamento sul nome «Escaplay», niente invii massivi non richiesti, niente promesse che non manteniamo.",
    "Indica chiaramente al tuo pubblico che si tratta di un link di affiliazione.",
  ],
  faqTitle: "Domande frequenti",
  faq: [
    { q: "L'iscrizione è a pagamento?", a: "No. Entrare nel programma è gratuito e senza impegno; puoi uscirne in qualsiasi momento." },
    { q: "Serve un account Escaplay?", a: "Sì, basta un account gratuito: ci permette di collegare il tuo link al tuo profilo." },
    { q: "Come vengo pagato?", a: "Con bonifico bancario. Il contratto di affiliazione, inviato all'iscrizione, indica la frequenza dei pagamenti e i documenti richiesti in base alla tua posizione." },
  ],
  ctaTitle: "Ti va di consigliarci?",
  ctaText: "Presentati in poche righe: rispondiamo a ogni candidatura.",
};

export default it;

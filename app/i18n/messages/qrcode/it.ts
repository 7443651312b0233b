import type fr from "./fr";

const it: typeof fr = {
  title: "Generatore di codici QR gratuito",
  description:
    "Crea gratis un codice QR per un link o un testo, scegli dimensione, colore e correzione degli errori, poi scaricalo in SVG o PNG.",
  heroTitle: "Generatore di codici QR",
  heroText:
    "Trasforma un link o un testo in un codice QR da stampare: perfetto per nascondere un indizio in una stanza, mostrare il codice di una partita in classe o invitare i tuoi giocatori. Gratis, senza registrazione e senza filigrana.",
  formTitle: "Il tuo codice QR",
  text: "Testo o indirizzo web",
  textHint: "{{n}} caratteri su un massimo di {{max}}.",
  size: "Dimensione dell'immagine",
  sizeOption: "{{n}} × {{n}} pixel",
  ecc: "Correzione degli errori",
  eccHint: "Più è alta, meglio il codice si legge se è rovinato o in parte coperto, ma più diventa fitto.",
  levels: {
    L: "L – bassa (7%)",
    M: "M – media (15%)",
    Q: "Q – alta (25%)",
    H: "H – massima (30%)",
  },
  color: "Colore del motivo",
  submit: "Aggiorna il codice QR",
  liveNote: "L'anteprima si aggiorna mentre scrivi.",
  previewTitle: "Anteprima",
  previewAlt: "Codice QR che porta a: {{text}}",
  empty: "Scrivi un testo o un indirizzo per vedere il tuo codice QR.",
  tooLong: "Questo testo è troppo lungo per un codice QR: accorcialo a {{max}} caratteri al massimo oppure abbassa la correzione degli errori.",
  lowContrast: "Questo colore è troppo chiaro: molti telefoni non riusciranno a leggere il codice. Scegli una tinta più scura.",
  downloadSvg: "Scarica in SVG",
  downloadPng: "Scarica in PNG",
  downloadHint: "L'SVG resta nitido a qualsiasi dimensione, ideale per la stampa. Il PNG misura {{n}} × {{n}} pixel.",
  privacy: "Non viene salvato nulla: il codice è calcolato al volo e non viene conservato sui nostri server.",
  ideasTitle: "Codici QR nei tuoi escape game",
  ideas: [
    {
      title: "Un indizio nascosto",
      text: "Stampa un codice QR che porta a un'immagine, un suono o un testo, e infilalo sotto un cassetto o dietro una cornice.",
    },
    {
      title: "Entrare nella partita",
      text: "Mostra alla lavagna un codice QR verso la pagina Codice: i tuoi alunni entrano nella sessione multigiocatore in un attimo.",
    },
    {
      title: "La password finale",
      text: "Codifica un testo invece di un link: il codice QR diventa esso stesso un enigma da scansionare per trovare la risposta.",
    },
  ],
};

export default it;

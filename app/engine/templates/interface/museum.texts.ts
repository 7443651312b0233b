import type { BaseLanguage } from "../../../i18n/locales";

/** The museum visit's words in each site language; the god is named as each language spells him, Greek or Roman. */
type MuseumTexts = {
  title: string;
  summary: string;
  antiquities: string;
  antiquitiesDescription: string;
  paintings: string;
  paintingsDescription: string;
  statueLabel: string;
  statueText: string;
  vaseLabel: string;
  benchLabel: string;
  doorLabel: string;
  doorShut: string;
  fieldLabel: string;
  fieldText: string;
  harbourLabel: string;
  harbourText: string;
  nightLabel: string;
  nightText: string;
  caseLabel: string;
  backLabel: string;
  guideName: string;
  guideDescription: string;
  keyName: string;
  keyDescription: string;
  listenName: string;
  listenSolved: string;
  listenHints: string[];
  vaseName: string;
  vasePrompt: string;
  vaseAnswers: [string, ...string[]];
  vaseSolved: string;
  vaseHints: string[];
  openName: string;
  openSolved: string;
  openHints: string[];
  caseName: string;
  casePrompt: string;
  caseSolved: string;
  caseHints: string[];
  generalHint: string;
  won: string;
  achievementName: string;
  achievementDescription: string;
};

export const MUSEUM_TEXTS: Record<BaseLanguage, MuseumTexts> = {
  fr: {
    title: "Le secret du musée",
    summary:
      "Un parcours de visite pour un musée ou une sortie scolaire : l'audioguide raconte la statue, le vase pose sa question, et les dates des tableaux ouvrent la vitrine du trésor. Remplacez les œuvres, leurs cartels et les questions par celles de vos salles, et les images par vos photos.",
    antiquities: "La salle des Antiquités",
    antiquitiesDescription:
      "Une salle aux murs de pierre claire : une grande statue de marbre tenant un trident, un vase grec sur son socle, un banc où quelqu'un a oublié un audioguide, et une porte vers la galerie de peinture.",
    paintings: "La galerie de peinture",
    paintingsDescription:
      "Une galerie aux murs rouge sombre. Trois tableaux : un champ jaune à gauche, un port rouge au centre, une nuit bleue à droite. Au milieu, une vitrine fermée par des boutons de couleur.",
    statueLabel: "Statue de marbre tenant un trident",
    statueText: "Un dieu barbu, un trident à la main, des vagues sculptées à ses pieds. Son cartel est illisible, effacé par le temps.",
    vaseLabel: "Vase grec sur son socle",
    benchLabel: "Banc avec un audioguide oublié",
    doorLabel: "Porte de la galerie de peinture",
    doorShut: "La galerie de peinture est fermée. Un panneau indique : « Demandez la clé au gardien. »",
    fieldLabel: "Tableau : un champ jaune",
    fieldText: "Cartel : « Le Champ jaune, 1921. Huile sur toile. »",
    harbourLabel: "Tableau : un port rouge",
    harbourText: "Cartel : « Le Port rouge, 1874. Huile sur toile. »",
    nightLabel: "Tableau : une nuit bleue",
    nightText: "Cartel : « La Nuit bleue, 1899. Huile sur toile. »",
    caseLabel: "Vitrine à boutons de couleur",
    backLabel: "Retourner à la salle des Antiquités",
    guideName: "Audioguide",
    guideDescription: "Un audioguide avec son casque. Approchez-le d'une œuvre pour l'écouter.",
    keyName: "Clé de la galerie",
    keyDescription: "La clé que le gardien vous a confiée, avec une étiquette « Peinture ».",
    listenName: "Écouter l'audioguide",
    listenSolved:
      "L'audioguide grésille : « Voici Poséidon, le dieu grec de la mer, que les Romains appelaient Neptune. Son attribut : le trident, avec lequel il soulève les vagues. »",
    listenHints: ["Le cartel de la statue est effacé, mais quelqu'un a oublié de quoi en savoir plus.", "Utilisez l'audioguide sur la statue."],
    vaseName: "La question du vase",
    vasePrompt: "Une carte du gardien, posée près du vase : « Sur ce vase, un dieu chevauche les vagues, son trident à la main. Qui est-ce ? Donne la bonne réponse et je t'ouvre la galerie. »",
    vaseAnswers: ["Poséidon", "Poseidon", "Neptune"],
    vaseSolved: "« Bravo ! » Le gardien sort de l'ombre et vous tend la clé de la galerie de peinture.",
    vaseHints: ["La grande statue tient le même trident que le dieu du vase.", "Écoutez l'audioguide devant la statue.", "C'est Poséidon (Neptune chez les Romains)."],
    openName: "Ouvrir la galerie",
    openSolved: "La porte s'ouvre sur la galerie de peinture.",
    openHints: ["La porte de la galerie est fermée à clé.", "Utilisez la clé de la galerie sur la porte."],
    caseName: "La vitrine",
    casePrompt: "Une plaque sur la vitrine : « Les couleurs des trois tableaux, du plus ancien au plus récent. »",
    caseSolved: "La vitrine s'ouvre : à l'intérieur, le carnet de croquis du fondateur du musée, que personne n'avait vu depuis cent ans !",
    caseHints: [
      "Lisez le cartel de chaque tableau : il donne sa date.",
      "1874, 1899, 1921 : le port, la nuit, le champ.",
      "Rouge, bleu, jaune.",
    ],
    generalHint: "Regardez chaque œuvre de près et lisez les cartels : tout est dans les détails.",
    won: "Bravo, vous avez percé le secret du musée ! La visite continue… dans les vraies salles.",
    achievementName: "Guide conférencier",
    achievementDescription: "Finir la visite sans demander d'indice.",
  },
  de: {
    title: "Das Geheimnis des Museums",
    summary:
      "Ein Rundgang für einen Museumsbesuch oder einen Schulausflug: Der Audioguide erzählt von der Statue, die Vase stellt eine Frage und die Jahreszahlen der Gemälde öffnen die Vitrine mit dem Schatz. Ersetze die Werke, ihre Schilder und die Fragen durch die deiner Ausstellung und die Bilder durch deine Fotos.",
    antiquities: "Der Antikensaal",
    antiquitiesDescription:
      "Ein Saal mit hellen Steinwänden: eine große Marmorstatue mit einem Dreizack, eine griechische Vase auf einem Sockel, eine Bank, auf der jemand einen Audioguide vergessen hat, und eine Tür zur Gemäldegalerie.",
    paintings: "Die Gemäldegalerie",
    paintingsDescription:
      "Eine Galerie mit dunkelroten Wänden. Drei Gemälde: links ein gelbes Feld, in der Mitte ein roter Hafen, rechts eine blaue Nacht. In der Mitte eine Vitrine mit Farbknöpfen.",
    statueLabel: "Marmorstatue mit Dreizack",
    statueText: "Ein bärtiger Gott mit einem Dreizack in der Hand, zu seinen Füßen gemeißelte Wellen. Sein Schild ist unleserlich, von der Zeit ausgelöscht.",
    vaseLabel: "Griechische Vase auf einem Sockel",
    benchLabel: "Bank mit einem vergessenen Audioguide",
    doorLabel: "Tür zur Gemäldegalerie",
    doorShut: "Die Gemäldegalerie ist geschlossen. Ein Schild sagt: „Schlüssel beim Museumswärter.“",
    fieldLabel: "Gemälde: ein gelbes Feld",
    fieldText: "Schild: „Das gelbe Feld, 1921. Öl auf Leinwand.“",
    harbourLabel: "Gemälde: ein roter Hafen",
    harbourText: "Schild: „Der rote Hafen, 1874. Öl auf Leinwand.“",
    nightLabel: "Gemälde: eine blaue Nacht",
    nightText: "Schild: „Die blaue Nacht, 1899. Öl auf Leinwand.“",
    caseLabel: "Vitrine mit Farbknöpfen",
    backLabel: "Zurück in den Antikensaal",
    guideName: "Audioguide",
    guideDescription: "Ein Audioguide mit Kopfhörer. Halte ihn an ein Kunstwerk, um mehr zu hören.",
    keyName: "Galerieschlüssel",
    keyDescription: "Der Schlüssel, den dir der Museumswärter gegeben hat, mit einem Anhänger „Gemälde“.",
    listenName: "Den Audioguide anhören",
    listenSolved:
      "Der Audioguide knistert: „Das ist Poseidon, der griechische Gott des Meeres, den die Römer Neptun nannten. Sein Zeichen ist der Dreizack, mit dem er die Wellen aufpeitscht.“",
    listenHints: ["Das Schild der Statue ist unleserlich, aber jemand hat etwas liegen lassen, mit dem man mehr erfährt.", "Benutze den Audioguide an der Statue."],
    vaseName: "Die Frage der Vase",
    vasePrompt: "Eine Karte des Museumswärters neben der Vase: „Auf dieser Vase reitet ein Gott mit seinem Dreizack über die Wellen. Wer ist das? Sag es mir und ich schließe dir die Galerie auf.“",
    vaseAnswers: ["Poseidon", "Neptun"],
    vaseSolved: "„Bravo!“ Der Museumswärter tritt aus dem Schatten und gibt dir den Schlüssel zur Gemäldegalerie.",
    vaseHints: ["Die große Statue hält denselben Dreizack wie der Gott auf der Vase.", "Hör dir den Audioguide an der Statue an.", "Es ist Poseidon (bei den Römern Neptun)."],
    openName: "Die Galerie aufschließen",
    openSolved: "Die Tür öffnet sich zur Gemäldegalerie.",
    openHints: ["Die Tür zur Galerie ist abgeschlossen.", "Benutze den Galerieschlüssel an der Tür."],
    caseName: "Die Vitrine",
    casePrompt: "Ein Schild an der Vitrine: „Die Farben der drei Gemälde, vom ältesten zum jüngsten.“",
    caseSolved: "Die Vitrine öffnet sich: Darin liegt das Skizzenbuch des Museumsgründers, das seit hundert Jahren niemand gesehen hat!",
    caseHints: [
      "Lies das Schild jedes Gemäldes: Es nennt sein Jahr.",
      "1874, 1899, 1921: der Hafen, die Nacht, das Feld.",
      "Rot, Blau, Gelb.",
    ],
    generalHint: "Sieh dir jedes Werk genau an und lies die Schilder: Es steckt alles in den Details.",
    won: "Super, du hast das Geheimnis des Museums gelüftet! Der Rundgang geht weiter … in den echten Sälen.",
    achievementName: "Museumsführer",
    achievementDescription: "Den Rundgang beenden, ohne einen Tipp zu holen.",
  },
  en: {
    title: "The Museum's Secret",
    summary:
      "A trail for a museum visit or a school trip: the audio guide tells the statue's story, the vase asks its question, and the paintings' dates open the treasure's display case. Replace the works, their labels and the questions with those of your own galleries, and the pictures with your photos.",
    antiquities: "The Antiquities room",
    antiquitiesDescription:
      "A room with pale stone walls: a tall marble statue holding a trident, a Greek vase on its plinth, a bench where someone has left an audio guide, and a door to the painting gallery.",
    paintings: "The painting gallery",
    paintingsDescription:
      "A gallery with dark red walls. Three paintings: a yellow field on the left, a red harbour in the middle, a blue night on the right. In the centre, a display case with coloured buttons.",
    statueLabel: "Marble statue holding a trident",
    statueText: "A bearded god with a trident in his hand and carved waves at his feet. His label is unreadable, worn away by time.",
    vaseLabel: "Greek vase on its plinth",
    benchLabel: "Bench with a forgotten audio guide",
    doorLabel: "Door to the painting gallery",
    doorShut: "The painting gallery is closed. A sign says: \"Please ask the attendant for the key.\"",
    fieldLabel: "Painting: a yellow field",
    fieldText: "Label: \"The Yellow Field, 1921. Oil on canvas.\"",
    harbourLabel: "Painting: a red harbour",
    harbourText: "Label: \"The Red Harbour, 1874. Oil on canvas.\"",
    nightLabel: "Painting: a blue night",
    nightText: "Label: \"The Blue Night, 1899. Oil on canvas.\"",
    caseLabel: "Display case with coloured buttons",
    backLabel: "Go back to the Antiquities room",
    guideName: "Audio guide",
    guideDescription: "An audio guide with headphones. Hold it up to a work of art to hear about it.",
    keyName: "Gallery key",
    keyDescription: "The key the attendant gave you, on a tag that reads \"Paintings\".",
    listenName: "Listen to the audio guide",
    listenSolved:
      "The audio guide crackles: \"This is Poseidon, the Greek god of the sea, whom the Romans called Neptune. His emblem is the trident, which he uses to stir up the waves.\"",
    listenHints: ["The statue's label is worn away, but someone left behind a way to find out more.", "Use the audio guide on the statue."],
    vaseName: "The vase's question",
    vasePrompt: "A card from the attendant, next to the vase: \"On this vase, a god rides the waves with his trident in hand. Who is he? Tell me and I'll open the gallery for you.\"",
    vaseAnswers: ["Poseidon", "Neptune"],
    vaseSolved: "\"Well done!\" The attendant steps out of the shadows and hands you the key to the painting gallery.",
    vaseHints: ["The tall statue holds the same trident as the god on the vase.", "Listen to the audio guide at the statue.", "It's Poseidon (Neptune to the Romans)."],
    openName: "Open the gallery",
    openSolved: "The door opens onto the painting gallery.",
    openHints: ["The gallery door is locked.", "Use the gallery key on the door."],
    caseName: "The display case",
    casePrompt: "A plaque on the display case: \"The colours of the three paintings, from the oldest to the most recent.\"",
    caseSolved: "The display case opens: inside is the museum founder's sketchbook, which nobody has seen for a hundred years!",
    caseHints: [
      "Read each painting's label: it gives its date.",
      "1874, 1899, 1921: the harbour, the night, the field.",
      "Red, blue, yellow.",
    ],
    generalHint: "Look closely at every work and read the labels: it's all in the details.",
    won: "Well done, you've uncovered the museum's secret! The visit goes on… in the real galleries.",
    achievementName: "Expert guide",
    achievementDescription: "Finish the visit without asking for a hint.",
  },
  es: {
    title: "El secreto del museo",
    summary:
      "Un recorrido para una visita al museo o una excursión escolar: la audioguía cuenta la historia de la estatua, el jarrón hace su pregunta y las fechas de los cuadros abren la vitrina del tesoro. Cambia las obras, sus cartelas y las preguntas por las de tus salas, y las imágenes por tus fotos.",
    antiquities: "La sala de Antigüedades",
    antiquitiesDescription:
      "Una sala de muros de piedra clara: una gran estatua de mármol con un tridente, un jarrón griego sobre su pedestal, un banco donde alguien olvidó una audioguía y una puerta hacia la galería de pintura.",
    paintings: "La galería de pintura",
    paintingsDescription:
      "Una galería de paredes rojo oscuro. Tres cuadros: un campo amarillo a la izquierda, un puerto rojo en el centro y una noche azul a la derecha. En medio, una vitrina con botones de colores.",
    statueLabel: "Estatua de mármol con un tridente",
    statueText: "Un dios barbudo con un tridente en la mano y olas talladas a sus pies. Su cartela es ilegible, borrada por el tiempo.",
    vaseLabel: "Jarrón griego sobre su pedestal",
    benchLabel: "Banco con una audioguía olvidada",
    doorLabel: "Puerta de la galería de pintura",
    doorShut: "La galería de pintura está cerrada. Un cartel dice: «Pida la llave al vigilante».",
    fieldLabel: "Cuadro: un campo amarillo",
    fieldText: "Cartela: «El campo amarillo, 1921. Óleo sobre lienzo».",
    harbourLabel: "Cuadro: un puerto rojo",
    harbourText: "Cartela: «El puerto rojo, 1874. Óleo sobre lienzo».",
    nightLabel: "Cuadro: una noche azul",
    nightText: "Cartela: «La noche azul, 1899. Óleo sobre lienzo».",
    caseLabel: "Vitrina con botones de colores",
    backLabel: "Volver a la sala de Antigüedades",
    guideName: "Audioguía",
    guideDescription: "Una audioguía con auriculares. Acércala a una obra para escucharla.",
    keyName: "Llave de la galería",
    keyDescription: "La llave que te ha dado el vigilante, con una etiqueta: «Pintura».",
    listenName: "Escuchar la audioguía",
    listenSolved:
      "La audioguía chisporrotea: «Este es Poseidón, el dios griego del mar, al que los romanos llamaban Neptuno. Su atributo es el tridente, con el que agita las olas».",
    listenHints: ["La cartela de la estatua está borrada, pero alguien se dejó algo para saber más.", "Usa la audioguía en la estatua."],
    vaseName: "La pregunta del jarrón",
    vasePrompt: "Una tarjeta del vigilante junto al jarrón: «En este jarrón, un dios cabalga sobre las olas con su tridente en la mano. ¿Quién es? Dímelo y te abro la galería».",
    vaseAnswers: ["Poseidón", "Poseidon", "Neptuno"],
    vaseSolved: "«¡Muy bien!» El vigilante sale de la sombra y te entrega la llave de la galería de pintura.",
    vaseHints: ["La gran estatua sostiene el mismo tridente que el dios del jarrón.", "Escucha la audioguía delante de la estatua.", "Es Poseidón (Neptuno para los romanos)."],
    openName: "Abrir la galería",
    openSolved: "La puerta se abre a la galería de pintura.",
    openHints: ["La puerta de la galería está cerrada con llave.", "Usa la llave de la galería en la puerta."],
    caseName: "La vitrina",
    casePrompt: "Una placa en la vitrina: «Los colores de los tres cuadros, del más antiguo al más reciente».",
    caseSolved: "La vitrina se abre: dentro está el cuaderno de bocetos del fundador del museo, ¡que nadie había visto en cien años!",
    caseHints: [
      "Lee la cartela de cada cuadro: indica su fecha.",
      "1874, 1899, 1921: el puerto, la noche, el campo.",
      "Rojo, azul, amarillo.",
    ],
    generalHint: "Mira cada obra de cerca y lee las cartelas: todo está en los detalles.",
    won: "¡Enhorabuena, has descubierto el secreto del museo! La visita continúa… en las salas de verdad.",
    achievementName: "Guía experto",
    achievementDescription: "Terminar la visita sin pedir ninguna pista.",
  },
  it: {
    title: "Il segreto del museo",
    summary:
      "Un percorso per una visita al museo o una gita scolastica: l'audioguida racconta la statua, il vaso fa la sua domanda e le date dei quadri aprono la vetrina del tesoro. Sostituisci le opere, le loro didascalie e le domande con quelle delle tue sale, e le immagini con le tue foto.",
    antiquities: "La sala delle Antichità",
    antiquitiesDescription:
      "Una sala dalle pareti di pietra chiara: una grande statua di marmo con un tridente, un vaso greco sul suo piedistallo, una panca dove qualcuno ha dimenticato un'audioguida e una porta verso la galleria dei dipinti.",
    paintings: "La galleria dei dipinti",
    paintingsDescription:
      "Una galleria dalle pareti rosso scuro. Tre quadri: un campo giallo a sinistra, un porto rosso al centro, una notte blu a destra. In mezzo, una vetrina con pulsanti colorati.",
    statueLabel: "Statua di marmo con un tridente",
    statueText: "Un dio barbuto con un tridente in mano e onde scolpite ai suoi piedi. La sua didascalia è illeggibile, cancellata dal tempo.",
    vaseLabel: "Vaso greco sul suo piedistallo",
    benchLabel: "Panca con un'audioguida dimenticata",
    doorLabel: "Porta della galleria dei dipinti",
    doorShut: "La galleria dei dipinti è chiusa. Un cartello dice: «Chiedere la chiave al custode».",
    fieldLabel: "Quadro: un campo giallo",
    fieldText: "Didascalia: «Il campo giallo, 1921. Olio su tela.»",
    harbourLabel: "Quadro: un porto rosso",
    harbourText: "Didascalia: «Il porto rosso, 1874. Olio su tela.»",
    nightLabel: "Quadro: una notte blu",
    nightText: "Didascalia: «La notte blu, 1899. Olio su tela.»",
    caseLabel: "Vetrina con pulsanti colorati",
    backLabel: "Tornare alla sala delle Antichità",
    guideName: "Audioguida",
    guideDescription: "Un'audioguida con le cuffie. Avvicinala a un'opera per ascoltarla.",
    keyName: "Chiave della galleria",
    keyDescription: "La chiave che ti ha dato il custode, con un'etichetta: «Dipinti».",
    listenName: "Ascoltare l'audioguida",
    listenSolved:
      "L'audioguida gracchia: «Questo è Poseidone, il dio greco del mare, che i Romani chiamavano Nettuno. Il suo simbolo è il tridente, con cui solleva le onde.»",
    listenHints: ["La didascalia della statua è cancellata, ma qualcuno ha lasciato qualcosa per saperne di più.", "Usa l'audioguida sulla statua."],
    vaseName: "La domanda del vaso",
    vasePrompt: "Un biglietto del custode accanto al vaso: «Su questo vaso un dio cavalca le onde con il tridente in mano. Chi è? Dimmelo e ti apro la galleria.»",
    vaseAnswers: ["Poseidone", "Poseidon", "Nettuno"],
    vaseSolved: "«Bravo!» Il custode esce dall'ombra e ti consegna la chiave della galleria dei dipinti.",
    vaseHints: ["La grande statua tiene lo stesso tridente del dio sul vaso.", "Ascolta l'audioguida davanti alla statua.", "È Poseidone (Nettuno per i Romani)."],
    openName: "Aprire la galleria",
    openSolved: "La porta si apre sulla galleria dei dipinti.",
    openHints: ["La porta della galleria è chiusa a chiave.", "Usa la chiave della galleria sulla porta."],
    caseName: "La vetrina",
    casePrompt: "Una targa sulla vetrina: «I colori dei tre quadri, dal più antico al più recente.»",
    caseSolved: "La vetrina si apre: dentro c'è il taccuino di schizzi del fondatore del museo, che nessuno vedeva da cent'anni!",
    caseHints: [
      "Leggi la didascalia di ogni quadro: riporta la sua data.",
      "1874, 1899, 1921: il porto, la notte, il campo.",
      "Rosso, blu, giallo.",
    ],
    generalHint: "Guarda da vicino ogni opera e leggi le didascalie: è tutto nei dettagli.",
    won: "Bravo, hai svelato il segreto del museo! La visita continua… nelle sale vere.",
    achievementName: "Guida esperta",
    achievementDescription: "Finire la visita senza chiedere nemmeno un indizio.",
  },
};

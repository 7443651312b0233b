// Demo content that `npm start` loads: creators, their projects and published games, reviews.
// A game's rating and review count are not stored: the pages compute them from the approved reviews
// below, so the seed cannot show a count its reviews do not add up to.
// Plain JS so the seed script runs on bare Node; the schema in db/schema is the contract. Each game's
// playable definition is db/seed/games/<game id>.json (its meta must agree with the row: a test checks).
const day = 86_400_000;
const base = Date.UTC(2026, 9, 1);

export const users = [
  { id: "u_atelier", username: "AtelierEnigma", email: "atelier@demo.escaplay.fr", grade: 3, account_type: "creator", usage_context: "personal", file_uid: "f_atelier", bio: "Nous imaginons des énigmes depuis 2019. Studio de démonstration d'Escaplay." },
  { id: "u_classe", username: "MmeLambert", email: "lambert@demo.escaplay.fr", grade: 4, account_type: "creator", usage_context: "teacher_association", file_uid: "f_classe", bio: "Professeure de sciences, je crée des escape games pour mes élèves de collège." },
  { id: "u_studio", username: "StudioHorizon", email: "horizon@demo.escaplay.fr", grade: 6, account_type: "creator", usage_context: "company_training", file_uid: "f_studio", bio: "Team building et formations interactives pour les entreprises." },
  { id: "u_player", username: "Camille", email: "camille@demo.escaplay.fr", grade: 1, account_type: "player", usage_context: "personal", file_uid: "f_player", bio: "" },
];

export const projects = [
  { id: "p_manoir", owner_id: "u_atelier", type: "interface", title: "Le manoir de l'horloger" },
  { id: "p_phare", owner_id: "u_atelier", type: "360", title: "Le phare englouti" },
  { id: "p_labo", owner_id: "u_classe", type: "classic", title: "Le laboratoire du professeur Volta" },
  { id: "p_seminaire", owner_id: "u_studio", type: "classic", title: "Mission séminaire" },
  { id: "p_crypte", owner_id: "u_atelier", type: "interface", title: "La crypte oubliée" },
];

export const games = [
  {
    id: "manoir-horloger", project_id: "p_manoir", creator_id: "u_atelier", type: "interface", theme: "investigation", difficulty: "medium",
    title: "Le manoir de l'horloger", summary: "L'horloger a disparu en laissant ses automates en marche. Fouillez son atelier avant minuit.",
    cover_path: "/images/covers/manoir.svg", min_players: 1, max_players: 4, recommended_age: 10, play_minutes: 35, hint_recharge_seconds: 120,
    skill_search: 4, skill_manipulation: 3, skill_reflection: 3, solo: 1, multi: 1, started_count: 412, played_count: 318, won_count: 241,
    total_seconds: 318 * 1860, total_hints: 318 * 2, language: "fr", published_at: base + 10 * day, access: "open",
  },
  {
    id: "phare-englouti", project_id: "p_phare", creator_id: "u_atelier", type: "360", theme: "adventure", difficulty: "easy",
    title: "Le phare englouti", summary: "Un phare à moitié sous l'eau, une lanterne éteinte et des bateaux en perdition. Regardez partout.",
    cover_path: "/images/covers/phare.svg", min_players: 1, max_players: 6, recommended_age: 8, play_minutes: 25, hint_recharge_seconds: 90,
    skill_search: 5, skill_manipulation: 2, skill_reflection: 2, solo: 1, multi: 1, started_count: 290, played_count: 233, won_count: 201,
    total_seconds: 233 * 1380, total_hints: 233, language: "fr", published_at: base + 25 * day, access: "open",
  },
  {
    id: "labo-volta", project_id: "p_labo", creator_id: "u_classe", type: "classic", theme: "investigation", difficulty: "easy",
    title: "Le laboratoire du professeur Volta", summary: "Un escape game de sciences pour le collège : circuits, état de la matière et un coffre à ouvrir.",
    cover_path: "/images/covers/labo.svg", min_players: 1, max_players: 30, recommended_age: 11, play_minutes: 45, hint_recharge_seconds: 180,
    skill_search: 2, skill_manipulation: 2, skill_reflection: 5, solo: 1, multi: 1, started_count: 655, played_count: 540, won_count: 420,
    total_seconds: 540 * 2400, total_hints: 540 * 3, language: "fr", published_at: base + 5 * day, access: "open",
  },
  {
    id: "mission-seminaire", project_id: "p_seminaire", creator_id: "u_studio", type: "classic", theme: "adventure", difficulty: "hard",
    title: "Mission séminaire", summary: "Une équipe, un coffre-fort et quarante minutes pour retrouver le discours d'ouverture du séminaire.",
    cover_path: "/images/covers/seminaire.svg", min_players: 3, max_players: 12, recommended_age: 16, play_minutes: 40, hint_recharge_seconds: 150,
    skill_search: 3, skill_manipulation: 3, skill_reflection: 4, solo: 0, multi: 1, started_count: 96, played_count: 80, won_count: 51,
    total_seconds: 80 * 2350, total_hints: 80 * 4, language: "fr", published_at: base + 32 * day, access: "open",
  },
  {
    id: "crypte-oubliee", project_id: "p_crypte", creator_id: "u_atelier", type: "interface", theme: "horror", difficulty: "hard",
    title: "La crypte oubliée", summary: "Une bougie, une crypte scellée et des murmures. Pour joueurs aguerris qui n'ont pas peur du noir.",
    cover_path: "/images/covers/crypte.svg", min_players: 1, max_players: 3, recommended_age: 14, play_minutes: 50, hint_recharge_seconds: 240,
    skill_search: 4, skill_manipulation: 4, skill_reflection: 4, solo: 1, multi: 0, started_count: 130, played_count: 98, won_count: 40,
    total_seconds: 98 * 2900, total_hints: 98 * 5, language: "fr", published_at: base + 40 * day, access: "open",
  },
];

export const reviews = [
  { id: "r1", game_id: "manoir-horloger", user_id: "u_player", guest_label: null, rating: 5, comment: "Superbe ambiance, les automates sont géniaux. Fait en famille en 40 minutes.", status: "approved", play_seconds: 2400, hints_used: 2, created_at: base + 14 * day },
  { id: "r2", game_id: "manoir-horloger", user_id: null, guest_label: "Invité", rating: 4, comment: "Très bien pensé, la dernière énigme nous a donné du fil à retordre.", status: "approved", play_seconds: 2100, hints_used: 3, created_at: base + 18 * day },
  { id: "r6", game_id: "manoir-horloger", user_id: null, guest_label: "Famille Dubois", rating: 5, comment: "Les enfants ont adoré remonter les automates un par un.", status: "approved", play_seconds: 2550, hints_used: 4, created_at: base + 30 * day },
  { id: "r3", game_id: "phare-englouti", user_id: "u_player", guest_label: null, rating: 5, comment: "Parfait avec les enfants, on a adoré chercher partout dans le panorama.", status: "approved", play_seconds: 1500, hints_used: 1, created_at: base + 27 * day },
  { id: "r7", game_id: "phare-englouti", user_id: null, guest_label: "Invité", rating: 4, comment: "Court mais très joli, idéal pour découvrir les jeux en 360°.", status: "approved", play_seconds: 1320, hints_used: 0, created_at: base + 33 * day },
  { id: "r4", game_id: "labo-volta", user_id: null, guest_label: "Classe de 4e B", rating: 5, comment: "Mes élèves en redemandent !", status: "approved", play_seconds: 2700, hints_used: 4, created_at: base + 9 * day },
  { id: "r8", game_id: "mission-seminaire", user_id: null, guest_label: "Équipe commerciale", rating: 4, comment: "Un bon moment pour briser la glace avant le séminaire.", status: "approved", play_seconds: 2300, hints_used: 3, created_at: base + 36 * day },
  // Awaiting moderation: counted nowhere and shown nowhere until approved.
  { id: "r5", game_id: "crypte-oubliee", user_id: null, guest_label: "Invité", rating: 4, comment: "Vraiment difficile, et vraiment angoissant.", status: "pending", play_seconds: 3300, hints_used: 6, created_at: base + 42 * day },
];

/** The demo creator's collection of chapters (beta, plan Pro): the manor first, then the crypt. */
export const collections = [
  {
    id: "col_atelier_saga",
    owner_id: "u_atelier",
    title: "Les secrets de la famille Horloger",
    summary: "Deux chapitres d'une même enquête : le manoir où tout commence, puis la crypte où tout se termine.",
    created_at: base + 40 * day,
    updated_at: base + 40 * day,
  },
];

export const collectionGames = [
  { collection_id: "col_atelier_saga", game_id: "manoir-horloger", position: 1 },
  { collection_id: "col_atelier_saga", game_id: "crypte-oubliee", position: 2 },
];

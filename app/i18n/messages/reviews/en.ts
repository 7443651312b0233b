import type fr from "./fr";

const en: typeof fr = {
  write: "Review this game",
  mine: "Your review",
  login: "Log in",
  rejectedBecause: "Moderator's reason: {{reason}}",
  status: {
    pending: "Sent: visible after moderation",
    approved: "Published",
    rejected: "Rejected by moderation",
  },
  done: {
    sent: "Thank you! Your review is sent: it will be visible after moderation.",
    edited: "Review edited: it goes back to moderation before it shows.",
    deleted: "Your review is deleted. You may write a new one.",
  },
  form: {
    rating: "Your rating (required)",
    stars: "{{n}} out of 5",
    comment: "Comment (optional)",
    hint: "{{max}} characters at most. Moderators read your review before it is published.",
    bonus: "Your first published review of this game gives you 0.05 MB of storage.",
    guest: "Without an account, your review is signed “Guest”.",
    send: "Send my review",
    update: "Edit my review",
    delete: "Delete my review",
  },
  errors: {
    notPlayed: "Finish a session of this game to review it.",
    guestsOff: "This game only accepts reviews from logged-in players.",
    own: "You cannot review your own game.",
    rating: "Choose a rating from 1 to 5.",
    comment: "The comment is longer than 1000 characters.",
    exists: "You have already reviewed this game: edit your review instead.",
    notFound: "This game no longer accepts reviews.",
    rateLimited: "Too many posts in a short time: try again in a few minutes.",
  },
  pager: {
    label: "Pages of reviews",
    newer: "Newer reviews",
    older: "Older reviews",
    page: "Page {{n}}",
  },
};

export default en;

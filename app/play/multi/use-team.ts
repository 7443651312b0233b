import { useCallback, useRef, useState } from "react";
import type { SessionPlayer } from "../../../rooms/protocol";
import type { ChatMessage, HostMessage, PointMessage } from "../driver/types";
import type { TeamMessage } from "../use-play-session";

/** What the screens know about the team: the player list the room sent, the chat, the latest pointer. */

export type ChatLine = ChatMessage & { id: number };
// A live event's host speaking to the team (ADR 054): messages and hints, newest last.
export type HostLine = HostMessage & { id: number };
export type Team = {
  players: SessionPlayer[];
  minPlayers: number;
  maxPlayers: number;
  chat: ChatLine[];
  point: (PointMessage & { id: number }) | null;
  host: HostLine[];
};

// Enough to scroll back through a game's conversation without the page growing for ever.
const chatKept = 100;

export function useTeam(initial: { minPlayers: number; maxPlayers: number }) {
  const [team, setTeam] = useState<Team>({ players: [], minPlayers: initial.minPlayers, maxPlayers: initial.maxPlayers, chat: [], point: null, host: [] });
  const nextId = useRef(1);
  const onTeam = useCallback((message: TeamMessage) => {
    const id = nextId.current++;
    setTeam((current) => {
      switch (message.type) {
        case "players":
          return { ...current, players: message.players, minPlayers: message.minPlayers, maxPlayers: message.maxPlayers };
        case "chat":
          return { ...current, chat: [...current.chat, { ...message, id }].slice(-chatKept) };
        case "point":
          return { ...current, point: { ...message, id } };
        case "host":
          return { ...current, host: [...current.host, { ...message, id }].slice(-chatKept) };
      }
    });
  }, []);
  return { team, onTeam };
}

/** Players counted for a start: those connected right now. */
export function onlineCount(players: readonly SessionPlayer[]): number {
  return players.filter((player) => player.online).length;
}

import { useCallback, useEffect, useRef, useState } from "react";
import type { Action, ClientDefinition, GameEvent, GameState } from "~/engine";
import {
  isSessionChannel,
  type ChatMessage,
  type ConnectionStatus,
  type DriverFailure,
  type HostMessage,
  type PlayDriver,
  type PlayersMessage,
  type PointMessage,
  type RoomErrorMessage,
  type SessionChannel,
  type SnapshotMessage,
} from "./driver/types";

/**
 * The screens' view of a session: the latest state and client view the room sent, the room's clock
 * (so the timer does not trust this device's), and a way to hear back about one's own intents.
 */

export type SessionView = {
  state: GameState;
  view: ClientDefinition;
  // Room clock minus this device's clock, refreshed with every message.
  offset: number;
};

export type IntentAnswer = { events: GameEvent[] } | { error: RoomErrorMessage };
// `answered`: the intent came with its own answer handler (a form), which shows refusals itself.
export type EventsListener = (events: GameEvent[], view: ClientDefinition, state: GameState, answered: boolean) => void;
// Multiplayer: the player list, chat lines and pointers, for the screens that show them.
export type TeamMessage = PlayersMessage | ChatMessage | PointMessage | HostMessage;
export type SessionEvent = NonNullable<SnapshotMessage["session"]["event"]>;
export type TeamListener = (message: TeamMessage) => void;

export type PlaySession = {
  current: SessionView | null;
  connection: ConnectionStatus;
  failure: DriverFailure | null;
  // The latest error the room sent that answered no intent of ours (it could not load the game…).
  roomError: RoomErrorMessage | null;
  send: (action: Action, onAnswer?: (answer: IntentAnswer) => void) => void;
  /** Now on the room's clock: what the engine's timer helpers expect. */
  now: () => number;
  // True while an intent waits for the room's answer.
  busy: boolean;
  // Multiplayer: talking to the team, and this player's id in the session (from the snapshot).
  channel: SessionChannel | null;
  you: string | null;
  // A live event's team (ADR 054): its event and team, from the snapshot.
  event: SessionEvent | null;
};

export function usePlaySession(createDriver: (() => PlayDriver) | null, onEvents: EventsListener, onTeam?: TeamListener): PlaySession {
  const [current, setCurrent] = useState<SessionView | null>(null);
  const [connection, setConnection] = useState<ConnectionStatus>("connecting");
  const [failure, setFailure] = useState<DriverFailure | null>(null);
  const [roomError, setRoomError] = useState<RoomErrorMessage | null>(null);
  const [channel, setChannel] = useState<SessionChannel | null>(null);
  const [you, setYou] = useState<string | null>(null);
  const [event, setEvent] = useState<SessionEvent | null>(null);
  const driverRef = useRef<PlayDriver | null>(null);
  const currentRef = useRef<SessionView | null>(null);
  const offsetRef = useRef(0);
  const answers = useRef(new Map<number, (answer: IntentAnswer) => void>());
  // Intents sent and not yet answered: the game area is aria-busy meanwhile, so assistive technology
  // (and the end-to-end tests) know when the room has spoken.
  const unanswered = useRef(new Set<number>());
  const [busy, setBusy] = useState(false);
  const settle = (id: number | undefined) => {
    if (id === undefined || !unanswered.current.delete(id)) return;
    setBusy(unanswered.current.size > 0);
  };
  const onEventsRef = useRef(onEvents);
  onEventsRef.current = onEvents;
  const onTeamRef = useRef(onTeam);
  onTeamRef.current = onTeam;

  useEffect(() => {
    if (!createDriver) return;
    // Created here rather than passed in, so StrictMode's mount-unmount-mount gets a fresh driver each time.
    const driver = createDriver();
    driverRef.current = driver;
    setChannel(isSessionChannel(driver) ? driver : null);
    const answersMap = answers.current;
    const publish = (next: SessionView) => {
      currentRef.current = next;
      offsetRef.current = next.offset;
      setCurrent(next);
    };
    const unsubscribe = driver.subscribe((event) => {
      switch (event.type) {
        case "snapshot":
          setRoomError(null);
          setYou(event.session.you ?? null);
          setEvent(event.session.event ?? null);
          publish({ state: event.state, view: event.view, offset: event.now - Date.now() });
          return;
        case "update": {
          const view = event.view ?? currentRef.current?.view;
          if (!view) return;
          publish({ state: event.state, view, offset: event.now - Date.now() });
          settle(event.id);
          const answer = event.id !== undefined ? answersMap.get(event.id) : undefined;
          if (answer && event.id !== undefined) {
            answersMap.delete(event.id);
            answer({ events: event.events });
          }
          onEventsRef.current(event.events, view, event.state, answer !== undefined);
          return;
        }
        case "error":
          settle(event.id);
          if (event.id !== undefined && answersMap.has(event.id)) {
            answersMap.get(event.id)?.({ error: event });
            answersMap.delete(event.id);
          } else setRoomError(event);
          return;
        case "connection":
          setConnection(event.status);
          return;
        case "failed":
          setFailure(event.failure);
          return;
        case "players":
        case "chat":
        case "point":
        case "host":
          onTeamRef.current?.(event);
          return;
      }
    });
    driver.connect();
    return () => {
      unsubscribe();
      driver.close();
      driverRef.current = null;
      currentRef.current = null;
      answersMap.clear();
      unanswered.current.clear();
      setBusy(false);
      setCurrent(null);
      setFailure(null);
      setRoomError(null);
      setChannel(null);
      setYou(null);
      setEvent(null);
      setConnection("connecting");
    };
  }, [createDriver]);

  const send = useCallback((action: Action, onAnswer?: (answer: IntentAnswer) => void) => {
    const driver = driverRef.current;
    if (!driver) return;
    const id = driver.send(action);
    unanswered.current.add(id);
    setBusy(true);
    if (onAnswer) answers.current.set(id, onAnswer);
  }, []);

  const now = useCallback(() => Date.now() + offsetRef.current, []);

  return { current, connection, failure, roomError, send, now, busy, channel, you, event };
}

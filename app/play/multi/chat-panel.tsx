import { useId, useRef, useState, type FormEvent } from "react";
import * as v from "valibot";
import { useT } from "~/i18n/use-t";
import { maxChatLength, QUICK_MESSAGES, type QuickMessage } from "../../../rooms/chat";
import type { SessionChannel } from "../driver/types";
import type { ChatLine } from "./use-team";

type ChatPanelProps = {
  chat: readonly ChatLine[];
  you: string | null;
  channel: SessionChannel | null;
  headingLevel?: 2 | 3;
};

const ChatTextSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(maxChatLength));

/**
 * Talking to the team: free text or a quick phrase each player reads in their own language. The
 * conversation is a log, so screen readers say new lines as they come without moving the focus.
 */
export function ChatPanel({ chat, you, channel, headingLevel = 2 }: ChatPanelProps) {
  const { t } = useT();
  const titleId = useId();
  const fieldId = useId();
  const errorId = useId();
  const [text, setText] = useState("");
  const [invalid, setInvalid] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const Heading = headingLevel === 2 ? "h2" : "h3";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(ChatTextSchema, text);
    if (!parsed.success || !channel) {
      setInvalid(true);
      field.current?.focus();
      return;
    }
    channel.say(parsed.output);
    setText("");
    setInvalid(false);
  };

  return (
    <section className="play-side-section multi-chat" aria-labelledby={titleId}>
      <Heading id={titleId}>{t("play.multi.chat.title")}</Heading>
      {/* The log is there from the start, even empty, so the first line is announced too. */}
      <div
        className="multi-chat-log"
        role="log"
        aria-live="polite"
        aria-label={t("play.multi.chat.log")}
        tabIndex={chat.length > 0 ? 0 : undefined}
        data-empty={chat.length === 0 ? "" : undefined}
      >
        {chat.length > 0 ? (
          <ol>
            {chat.map((line) => (
              <li key={line.id} className={line.from === you ? "multi-chat-mine" : undefined}>
                <strong>{line.from === you ? t("play.multi.chat.me") : line.name}</strong>
                {t("play.multi.chat.colon")}
                {line.quick ? <em>{quickText(t, line.quick)}</em> : line.text}
              </li>
            ))}
          </ol>
        ) : null}
      </div>
      {chat.length === 0 ? <p className="play-muted multi-chat-empty">{t("play.multi.chat.empty")}</p> : null}
      <form className="multi-chat-form" onSubmit={submit} noValidate>
        <label htmlFor={fieldId}>{t("play.multi.chat.label")}</label>
        <div className="multi-chat-row">
          <input
            id={fieldId}
            ref={field}
            name="text"
            value={text}
            maxLength={maxChatLength}
            autoComplete="off"
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setInvalid(false);
            }}
          />
          <button type="submit" className="button" disabled={!channel}>
            {t("play.multi.chat.send")}
          </button>
        </div>
        {invalid ? (
          <p id={errorId} className="play-field-error multi-error" role="alert">
            {t("play.multi.chat.emptyError")}
          </p>
        ) : null}
      </form>
      <div className="multi-quick" role="group" aria-label={t("play.multi.chat.quickTitle")}>
        {QUICK_MESSAGES.map((key) => (
          <button key={key} type="button" className="play-chip" disabled={!channel} onClick={() => channel?.quick(key)}>
            {quickText(t, key)}
          </button>
        ))}
      </div>
    </section>
  );
}

type T = (key: string, params?: Record<string, unknown>) => string;

export function quickText(t: T, key: QuickMessage): string {
  return t(`play.multi.quick.${key}`);
}

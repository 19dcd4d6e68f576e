import { useId, useRef, useState, type KeyboardEvent } from "react";
import { FIELD_INPUT_CLASS } from "~/components/ui/field-styles";
import { insertMention, mentionQueryAt, suggestionsFor, type Mentionable, type MentionQuery } from "../mentions";

export interface MentionTextareaProps {
  id: string;
  name: string;
  colleagues: readonly Mentionable[];
  /** The writer, never offered (mentioning oneself notifies no one). */
  writerId: number;
  describedBy?: string;
  rows?: number;
  maxLength?: number;
  required?: boolean;
}

interface Open {
  mention: MentionQuery;
  options: Mentionable[];
  active: number;
}

/** What the live region says for the suggestions shown (or the lack of them). */
export function suggestionStatus(open: Open | null, query: string | null): string {
  if (open) {
    const n = open.options.length;
    return `${n === 1 ? "1 Vorschlag" : `${n} Vorschläge`}. Mit Pfeiltasten auswählen, mit Eingabe oder Tabulator übernehmen, Escape schließt.`;
  }
  // A name followed by a space is done (a mention just taken, or a word after it): nothing to say.
  return query !== null && query.length > 0 && !/\s$/.test(query) ? `Keine Kolleg:innen zu „@${query}“.` : "";
}

/**
 * A note's textarea that offers the company's colleagues after "@" (issue 34 §5): a listbox under
 * the field whose active option the textarea names with `aria-activedescendant`; arrow keys move,
 * Enter or Tab takes the option ("@Vorname Nachname "), Escape closes; a polite live region counts
 * the suggestions. The textarea keeps its own role (HTML allows no other on it), so its state is
 * told by `aria-controls` (present while the list shows) and the live region. Without JavaScript
 * it is a plain textarea: "@Vorname Nachname" typed by hand mentions just the same.
 */
export function MentionTextarea({
  id,
  name,
  colleagues,
  writerId,
  describedBy,
  rows = 3,
  maxLength,
  required,
}: MentionTextareaProps) {
  const listboxId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [open, setOpen] = useState<Open | null>(null);
  const [status, setStatus] = useState("");
  /** The "@" whose list the user closed with Escape: it stays closed until another "@" is typed. */
  const dismissed = useRef<number | null>(null);

  const update = () => {
    const field = ref.current;
    if (!field) return;
    const caret = field.selectionStart ?? field.value.length;
    const mention = field.selectionEnd === caret ? mentionQueryAt(field.value, caret) : null;
    if (!mention || mention.start === dismissed.current) {
      if (!mention) dismissed.current = null;
      setOpen(null);
      return;
    }
    const options = suggestionsFor(mention.query, colleagues, writerId);
    const next = options.length > 0 ? { mention, options, active: 0 } : null;
    setOpen((previous) => {
      if (!next) return null;
      // The same option stays active while more letters narrow the list, if it is still offered.
      const kept = previous
        ? next.options.findIndex((option) => option.id === previous.options[previous.active]?.id)
        : -1;
      return { ...next, active: Math.max(0, kept) };
    });
    // Says nothing new when nothing is offered for a finished name: "… erwähnt." stays.
    const message = suggestionStatus(next, mention.query);
    if (message) setStatus(message);
  };

  const close = () => setOpen(null);

  const pick = (option: Mentionable) => {
    const field = ref.current;
    if (!field || !open) return;
    const caret = field.selectionStart ?? field.value.length;
    const next = insertMention(field.value, open.mention, caret, option.name);
    field.value = next.text;
    field.setSelectionRange(next.caret, next.caret);
    field.focus();
    setOpen(null);
    setStatus(`${option.name} erwähnt.`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    const count = open.options.length;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setOpen({ ...open, active: (open.active + 1) % count });
        return;
      case "ArrowUp":
        event.preventDefault();
        setOpen({ ...open, active: (open.active - 1 + count) % count });
        return;
      case "Enter":
      case "Tab":
        if (event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
        event.preventDefault();
        pick(open.options[open.active]!);
        return;
      case "Escape":
        event.preventDefault();
        dismissed.current = open.mention.start;
        close();
        setStatus("Vorschläge geschlossen.");
        return;
    }
  };

  const optionId = (index: number) => `${listboxId}-${index}`;
  return (
    <div className="relative">
      <textarea
        ref={ref}
        id={id}
        name={name}
        rows={rows}
        maxLength={maxLength}
        required={required}
        aria-describedby={describedBy}
        aria-autocomplete="list"
        aria-controls={open ? listboxId : undefined}
        aria-activedescendant={open ? optionId(open.active) : undefined}
        onInput={update}
        onSelect={update}
        onKeyDown={onKeyDown}
        onBlur={close}
        className={`${FIELD_INPUT_CLASS} w-full`}
      />
      {open ? (
        <ul
          id={listboxId}
          role="listbox"
          aria-label="Kolleg:innen erwähnen"
          className="absolute top-full left-0 z-10 mt-1 max-h-64 w-full max-w-sm overflow-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg"
        >
          {open.options.map((option, index) => (
            <li
              key={option.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === open.active}
              // Keeps the focus in the textarea, so its blur does not close the list before the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
              className={`cursor-pointer px-3 py-2 ${index === open.active ? "bg-brand-700 text-white" : "text-slate-900 hover:bg-brand-50"}`}
            >
              {option.name}
            </li>
          ))}
        </ul>
      ) : null}
      {/* A polite live region without the status role: the page's own status notice stays the one status. */}
      <div aria-live="polite" data-mention-announcer="" className="sr-only">
        {status}
      </div>
    </div>
  );
}

import { useEffect, useRef, useState, useSyncExternalStore, type DragEvent, type KeyboardEvent } from "react";
import { Form, Link, useFetcher, useFetchers, useSubmit } from "react-router";
import type { ApplicationStage } from "@db/schema/applications";
import { buttonClassName } from "~/components/ui/button-styles";
import { FIELD_INPUT_CLASS } from "~/components/ui/field-styles";
import { NativeSelect } from "~/components/ui/native-select";
import { formatDate, formatInteger } from "~/lib/format";
import { noticeOf, type FormAnswer } from "~/lib/form-reply";
import type { BoardCard, BoardColumn, BoardFilter } from "../board.server";
import { interviewCardText } from "../interview-labels";
import { SORT_LABELS } from "../manager-query";
import { stageLabel } from "../stages";
import { inboxHref, MANAGER_PATH, Stars } from "./inbox-view";
import { listSearchOf } from "./neighbour-nav";
import { RejectionDialog, useRejectionConfirmation } from "./rejection-dialog";
import { BulkActions } from "./bulk-actions";
import { ResultNotice } from "./result-notice";
import { sourceMarkOf } from "./source-mark";

export const boardPathOf = (jobAdId: number) => `${MANAGER_PATH}/inserate/${jobAdId}`;

/** The board's address with the filter (defaults left out), and the card to focus after a move. */
export function boardHref(jobAdId: number, filter: BoardFilter, card?: number): string {
  const params = new URLSearchParams();
  if (filter.ansicht !== "aktiv") params.set("ansicht", filter.ansicht);
  if (filter.q) params.set("q", filter.q);
  if (filter.sortierung !== "neueste") params.set("sortierung", filter.sortierung);
  if (filter.ungelesen) params.set("ungelesen", "1");
  if (card !== undefined) params.set("karte", String(card));
  const search = params.toString();
  return `${boardPathOf(jobAdId)}${search ? `?${search}` : ""}${card !== undefined ? `#karte-${card}` : ""}`;
}

/** What a card carries while it is dragged with the mouse: its id, under a type only the board accepts. */
const DRAG_TYPE = "application/x-bewerbung";
const BULK_FORM = "board-bulk";
const subscribeNever = () => () => {};
// A board draws up to 25 cards per column: their form's controls are styled compactly, not with
// the long class lists of the form fields and buttons, which would be most of the page's bytes.
const CARD_SELECT_CLASS = "rounded-md border border-slate-500 bg-white px-2 py-1.5 text-sm text-slate-900";
const CARD_BUTTON_CLASS =
  "min-h-8 rounded-md border border-brand-600 bg-white px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50";
const fetcherKeyOf = (id: number) => `karte-${id}`;

/** A card picked up with the keyboard: where it was, and the column it is over. */
interface Lifted {
  id: number;
  from: string;
  over: string;
}

export interface PipelineBoardProps {
  ad: { id: number; title: string };
  filter: BoardFilter;
  stages: readonly ApplicationStage[];
  columns: BoardColumn[];
  total: number;
  /** The card moved by the form without JavaScript: it gets the focus again. */
  focusCard: number | null;
  result: { ok: boolean; message: string } | null;
  errors: Record<string, string>;
}

/** The stage each card shows: a move on its way (this page's fetchers) at once, a lifted card over its column. */
function useShownCards(columns: BoardColumn[], lifted: Lifted | null): BoardCard[] {
  const pending = new Map<number, string>();
  for (const fetcher of useFetchers()) {
    const sent = fetcher.formData;
    if (sent?.get("intent") !== "phase") continue;
    for (const id of sent.getAll("ids")) pending.set(Number(id), String(sent.get("phase")));
  }
  return columns.flatMap((column) =>
    column.cards.map((card) => {
      const stage = lifted?.id === card.id ? lifted.over : pending.get(card.id);
      return stage ? { ...card, stage } : card;
    }),
  );
}

function CardMarks({ card }: { card: BoardCard }) {
  const source = sourceMarkOf(card.source);
  if (!card.unread && !source && !card.knockedOut) return null;
  return (
    <p className="flex flex-wrap gap-1 text-xs">
      {card.unread ? <span className="rounded bg-brand-700 px-1.5 text-white">Neu</span> : null}
      {source ? <span className="rounded border border-slate-400 px-1.5">{source}</span> : null}
      {card.knockedOut ? <span className="rounded border border-red-700 px-1.5 text-red-800">K.-o.</span> : null}
    </p>
  );
}

function Card(props: {
  card: BoardCard;
  stages: readonly ApplicationStage[];
  moveAction: string;
  /** The card's column as an inbox query, for the application page's neighbours. */
  listSearch: string;
  interactive: boolean;
  lifted: boolean;
  autoFocus: boolean;
  onHandleKey: (event: KeyboardEvent, card: BoardCard) => void;
  onHandleBlur: (card: BoardCard) => void;
  onMoving: (card: BoardCard, to: string) => void;
}) {
  const { card, stages, moveAction, listSearch, interactive, lifted, autoFocus, onHandleKey, onHandleBlur, onMoving } =
    props;
  const fetcher = useFetcher<FormAnswer>({ key: fetcherKeyOf(card.id) });
  const nameId = `karte-${card.id}-name`;
  return (
    <li
      id={`karte-${card.id}`}
      tabIndex={-1}
      draggable={interactive && !card.anonymised}
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, String(card.id));
        event.dataTransfer.effectAllowed = "move";
      }}
      data-card={card.id}
      className={`space-y-2 rounded-md border bg-white p-3 shadow-sm ${lifted ? "border-brand-700 ring-2 ring-brand-600" : "border-slate-300"} ${interactive ? "cursor-grab active:cursor-grabbing" : ""}`}
    >
      <div className="flex items-start justify-between gap-2">
        <p id={nameId} className="font-semibold">
          <Link
            to={`${MANAGER_PATH}/${card.id}?${listSearch}`}
            className={`text-brand-800 underline ${card.unread ? "font-bold" : ""}`}
          >
            {card.candidateName}
          </Link>
        </p>
        <input
          type="checkbox"
          name="ids"
          value={card.id}
          form={BULK_FORM}
          aria-label={`${card.candidateName} auswählen`}
          className="mt-1 size-4 shrink-0"
        />
      </div>
      <p className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
        <time dateTime={new Date(card.receivedAt).toISOString()} className="tabular-nums">
          {formatDate(card.receivedAt)}
        </time>
        <Stars value={card.stars} />
      </p>
      <CardMarks card={card} />
      {card.interviewAt ? (
        <p className="mt-1 text-sm font-semibold text-brand-900">{interviewCardText(card.interviewAt)}</p>
      ) : null}
      {card.anonymised ? (
        <p className="text-sm text-slate-700">Anonymisiert, kann nicht verschoben werden.</p>
      ) : (
        <>
          {interactive ? (
            <button
              type="button"
              data-card-handle={card.id}
              aria-describedby="board-hilfe"
              aria-pressed={lifted}
              autoFocus={autoFocus}
              onKeyDown={(event) => onHandleKey(event, card)}
              onBlur={() => onHandleBlur(card)}
              className={buttonClassName("ghost", "sm")}
            >
              <span aria-hidden="true">⠿ </span>
              {card.candidateName} verschieben
            </button>
          ) : null}
          <fetcher.Form
            method="post"
            action={moveAction}
            onSubmit={(event) => onMoving(card, String(new FormData(event.currentTarget).get("phase")))}
            className="flex items-end gap-2"
          >
            <input type="hidden" name="intent" value="phase" />
            <input type="hidden" name="ids" value={card.id} />
            <label className="flex flex-1 flex-col text-sm">
              Phase
              <select name="phase" defaultValue={card.stage} key={card.stage} className={CARD_SELECT_CLASS}>
                {stages.map((stage) => (
                  <option key={stage.key} value={stage.key}>
                    {stage.label}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className={CARD_BUTTON_CLASS}>
              Verschieben
            </button>
          </fetcher.Form>
        </>
      )}
    </li>
  );
}

/**
 * An ad's applications as a board (issue 34): a column per stage of the company. A card moves by
 * its stage select and "Verschieben" (works without JavaScript), by dragging it onto another
 * column, or from the keyboard: Leertaste on its handle picks it up, the arrow keys carry it
 * over the columns, Leertaste puts it down, Escape cancels; a live region says each step, and
 * the focus stays on the moved card. Every move is the one command the list and the
 * application's page use.
 */
export function PipelineBoard(props: PipelineBoardProps) {
  const { ad, filter, stages, columns, total, focusCard, result, errors } = props;
  const submit = useSubmit();
  // The handles and dragging need JavaScript: the server's page offers the forms alone.
  const interactive = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const [lifted, setLifted] = useState<Lifted | null>(null);
  const [over, setOver] = useState<string | null>(null);
  // The card whose handle keeps the focus while it is drawn anew in another column (a move, a
  // step over the columns, the server's answer); it lets go once the focus is elsewhere.
  const refocus = useRef<number | null>(null);
  const [said, setSaid] = useState("");
  const [moving, setMovingState] = useState<{ card: BoardCard; to: string } | null>(null);
  // The live region says each step; once the server answered a move, its outcome.
  const watched = useFetcher<FormAnswer>({ key: moving ? fetcherKeyOf(moving.card.id) : "karte-keine" });
  const answer = moving && watched.state === "idle" ? noticeOf(watched.data) : null;
  const setAnnouncement = (text: string) => {
    setMovingState(null);
    setSaid(text);
  };
  const setMoving = (card: BoardCard, to: string) => {
    refocus.current = card.id;
    setMovingState({ card, to });
    setSaid(`Karte ${card.candidateName} wird nach „${stageLabel(stages, to)}“ verschoben …`);
  };
  const shown = useShownCards(columns, lifted);
  // A bulk rejection asks first, as in the inbox.
  const confirmation = useRejectionConfirmation((form) =>
    form.getAll("ids").flatMap((id) => shown.find((card) => String(card.id) === id)?.candidateName ?? []),
  );
  useEffect(() => {
    if (refocus.current === null) return;
    const active = document.activeElement;
    const handle = document.querySelector<HTMLElement>(`[data-card-handle="${refocus.current}"]`);
    if (active === handle) return;
    if (active && active !== document.body) refocus.current = null;
    else handle?.focus();
  });
  const label = (key: string) => stageLabel(stages, key);
  const move = (card: BoardCard, to: string) => {
    setMoving(card, to);
    void submit(
      { intent: "phase", ids: String(card.id), phase: to },
      { method: "post", action: boardHref(ad.id, filter), navigate: false, fetcherKey: fetcherKeyOf(card.id) },
    );
  };
  const onHandleKey = (event: KeyboardEvent, card: BoardCard) => {
    const current = lifted?.id === card.id ? lifted : null;
    if (event.key === " " || event.key === "Enter") {
      event.preventDefault();
      if (!current) {
        setLifted({ id: card.id, from: card.stage, over: card.stage });
        setAnnouncement(
          `Karte ${card.candidateName} aufgenommen, in „${label(card.stage)}“. Pfeiltaste links oder rechts wählt die Phase, Leertaste legt die Karte ab, Escape bricht ab.`,
        );
        return;
      }
      setLifted(null);
      refocus.current = card.id;
      if (current.over === current.from) {
        setAnnouncement(`Karte ${card.candidateName} abgelegt, in „${label(current.from)}“ unverändert.`);
        return;
      }
      move(card, current.over);
      return;
    }
    if (!current) return;
    if (event.key === "Escape") {
      event.preventDefault();
      setLifted(null);
      refocus.current = card.id;
      setAnnouncement(`Verschieben abgebrochen. ${card.candidateName} bleibt in „${label(current.from)}“.`);
      return;
    }
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const index = stages.findIndex((stage) => stage.key === current.over);
    const next = stages[Math.min(stages.length - 1, Math.max(0, index + step))]!;
    if (next.key === current.over) return;
    refocus.current = card.id;
    setLifted({ ...current, over: next.key });
    setAnnouncement(`${card.candidateName} über „${next.label}“.`);
  };
  const onHandleBlur = (card: BoardCard) => {
    // A card carried to another column is drawn anew there and gets the focus back at once.
    if (refocus.current === card.id || lifted?.id !== card.id) return;
    setLifted(null);
  };
  const dropOn = (stage: string) => ({
    onDragOver: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "move";
      setOver(stage);
    },
    onDragLeave: () => setOver((current) => (current === stage ? null : current)),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setOver(null);
      const id = event.dataTransfer.getData(DRAG_TYPE);
      const card = /^\d+$/.test(id) ? shown.find((candidate) => candidate.id === Number(id)) : undefined;
      if (!card || card.stage === stage) return;
      move(card, stage);
    },
  });

  return (
    <div className="space-y-6">
      <ResultNotice result={result} />
      <p role="status" aria-live="polite" className="sr-only">
        {answer && moving
          ? answer.ok
            ? `${moving.card.candidateName} nach „${label(moving.to)}“ verschoben.`
            : answer.message
          : said}
      </p>
      <p id="board-hilfe" className="sr-only">
        Leertaste nimmt die Karte auf, Pfeiltaste links oder rechts wählt die Phase, Leertaste legt sie ab, Escape
        bricht ab.
      </p>
      <Form
        method="get"
        action={boardPathOf(ad.id)}
        className="flex flex-wrap items-end gap-4"
        aria-label="Karten filtern"
      >
        <div className="flex min-w-60 flex-1 flex-col gap-1.5">
          <label htmlFor="board-q" className="text-sm font-medium text-slate-900">
            Suche in Name und Lebenslauf
          </label>
          <input
            id="board-q"
            name="q"
            type="search"
            defaultValue={filter.q ?? ""}
            maxLength={100}
            className={FIELD_INPUT_CLASS}
          />
        </div>
        <NativeSelect
          id="board-ansicht"
          label="K.-o.-Kriterien"
          name="ansicht"
          value={filter.ansicht}
          options={[
            ["aktiv", "Ohne Ausgeschiedene"],
            ["ausgeschieden", "Nur Ausgeschiedene"],
            ["alle", "Alle"],
          ]}
        />
        <NativeSelect
          id="board-sortierung"
          label="Sortierung"
          name="sortierung"
          value={filter.sortierung}
          options={Object.entries(SORT_LABELS)}
        />
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" name="ungelesen" value="1" defaultChecked={filter.ungelesen} className="size-4" />
          Nur ungelesene
        </label>
        <button type="submit" className={buttonClassName("secondary")}>
          Anzeigen
        </button>
      </Form>
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        <span className="text-slate-700">
          {formatInteger(total)} {total === 1 ? "Bewerbung" : "Bewerbungen"}
        </span>
        <Link
          to={inboxHref({ ...filter, seite: 1, inserat: ad.id }, {})}
          className="font-semibold text-brand-700 underline"
        >
          Als Liste anzeigen
        </Link>
        <Link to={`${boardPathOf(ad.id)}/bewertungskriterien`} className="font-semibold text-brand-700 underline">
          Bewertungskriterien
        </Link>
      </p>
      <div className="flex gap-4 overflow-x-auto pb-2">
        {columns.map((column) => {
          const { stage } = column;
          const inStage = shown.filter((card) => card.stage === stage.key);
          // Moves on their way count at once; the cards beyond the first ones are counted, not drawn.
          const count = column.count - column.cards.length + inStage.length;
          const list = inboxHref({ ...filter, inserat: ad.id, phase: stage.key, seite: 1 }, {});
          return (
            <section
              key={stage.key}
              aria-labelledby={`spalte-${stage.key}`}
              data-stage={stage.key}
              {...dropOn(stage.key)}
              className={`w-72 min-w-72 space-y-3 rounded-md border-2 p-3 ${over === stage.key || lifted?.over === stage.key ? "border-brand-600 bg-brand-50" : "border-transparent bg-slate-100"}`}
            >
              <h2 id={`spalte-${stage.key}`} className="font-semibold text-brand-900">
                {stage.label} ({formatInteger(count)})
              </h2>
              <ul className="space-y-3">
                {inStage.map((card) => (
                  <Card
                    key={card.id}
                    card={card}
                    stages={stages}
                    moveAction={boardHref(ad.id, filter, card.id)}
                    listSearch={listSearchOf(list)}
                    interactive={interactive}
                    lifted={lifted?.id === card.id}
                    autoFocus={focusCard === card.id}
                    onHandleKey={onHandleKey}
                    onHandleBlur={onHandleBlur}
                    onMoving={setMoving}
                  />
                ))}
              </ul>
              {count > inStage.length ? (
                <p className="text-sm">
                  <Link to={list} className="text-brand-700 underline">
                    Alle {formatInteger(count)} in „{stage.label}“ in der Liste ansehen
                  </Link>
                </p>
              ) : null}
            </section>
          );
        })}
      </div>
      <Form
        id={BULK_FORM}
        onSubmit={confirmation.onSubmit}
        method="post"
        action={boardHref(ad.id, filter)}
        aria-label="Ausgewählte Bewerbungen bearbeiten"
      >
        {errors.ids ? (
          <p role="alert" className="mb-2 text-red-800">
            {errors.ids}
          </p>
        ) : null}
        <BulkActions idPrefix="board-bulk" stages={stages} errors={errors} />
      </Form>
      <RejectionDialog
        question={confirmation.question}
        formId={BULK_FORM}
        rejectedLabel={stages.find((stage) => stage.kind === "rejected")?.label ?? "Abgesagt"}
        onClose={confirmation.close}
      />
    </div>
  );
}

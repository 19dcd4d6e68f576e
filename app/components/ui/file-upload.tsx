import { useEffect, useId, useRef, useState } from "react";
import { SpriteIcon } from "./sprite-icon";
import { DropZone, FileTrigger, I18nProvider, isFileDropItem, type DropItem } from "react-aria-components";
import { formatWholeNumber, NUMBER_LOCALE, PORTAL_LOCALE } from "~/lib/number-format";
import { Button } from "./button";
import { ErrorText } from "./field";
import { ProgressBar } from "./progressbar";

const KILOBYTE = 1024;
const MEGABYTE = 1024 * KILOBYTE;
const sizeFormat = new Intl.NumberFormat(NUMBER_LOCALE, { maximumFractionDigits: 1 });

/** Binary units, as operating systems show file sizes: 5 * 1024 * 1024 → "5 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes >= MEGABYTE) return `${sizeFormat.format(bytes / MEGABYTE)} MB`;
  if (bytes >= KILOBYTE) return `${sizeFormat.format(bytes / KILOBYTE)} KB`;
  return `${formatWholeNumber(bytes)} Byte`;
}

/**
 * Whether a file matches one of the `accept` entries, read like the HTML accept attribute:
 * ".pdf" (file name ending), "image/*" (MIME group) or "application/pdf" (exact MIME type).
 * An empty list accepts everything.
 */
export function isAcceptedFile(file: File, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.startsWith(".")) return name.endsWith(rule);
    if (rule.endsWith("/*")) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/** The German reason a file is refused, or null when it may be uploaded. */
export function validateFile(file: File, rules: { accept: readonly string[]; maxSizeBytes: number }): string | null {
  if (!isAcceptedFile(file, rules.accept)) {
    return `Die Datei „${file.name}“ kann nicht hochgeladen werden. Dieser Dateityp wird nicht unterstützt.`;
  }
  if (file.size > rules.maxSizeBytes) {
    return `Die Datei „${file.name}“ ist zu groß (max. ${formatFileSize(rules.maxSizeBytes)}).`;
  }
  return null;
}

export const SINGLE_FILE_MESSAGE = "Bitte wählen Sie nur eine Datei aus.";

/**
 * Uploads one file. Call onProgress with the uploaded share (0 to 1); resolve when done, reject
 * on failure. The signal aborts when the user removes the file or the field unmounts.
 */
export type UploadHandler = (file: File, onProgress: (share: number) => void, signal: AbortSignal) => Promise<void>;

type UploadStatus = "uploading" | "done" | "failed";

interface UploadItem {
  id: number;
  file: File;
  status: UploadStatus;
  /** Uploaded share, 0 to 1. */
  progress: number;
}

export interface FileUploadProps {
  label: string;
  /** e.g. which documents are wanted; the size limit is added below it. */
  description?: string;
  /** MIME types, MIME groups ("image/*") or extensions (".pdf"), as in the HTML accept attribute. */
  accept: readonly string[];
  maxSizeBytes: number;
  multiple?: boolean;
  isDisabled?: boolean;
  /** A form-level error, e.g. a required upload that is missing. */
  errorMessage?: string;
  onUpload: UploadHandler;
  /** Called after the user removed a file, e.g. to delete it on the server. */
  onRemove?: (file: File) => void;
}

/**
 * Drop zone plus file button. Files are checked against `accept` and `maxSizeBytes` before
 * upload, each shows its progress and can be removed. Keyboard users choose files with the
 * button or paste them into the drop zone; a status region announces start, end and removal.
 */
export function FileUpload({
  label,
  description,
  accept,
  maxSizeBytes,
  multiple = false,
  isDisabled = false,
  errorMessage,
  onUpload,
  onRemove,
}: FileUploadProps) {
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const [items, setItems] = useState<UploadItem[]>([]);
  // The attempt number remounts the alert, so repeating the same mistake is announced again.
  const [rejection, setRejection] = useState<{ attempt: number; messages: string[] }>({ attempt: 0, messages: [] });
  const [announcement, setAnnouncement] = useState("");
  const nextId = useRef(0);
  const controllers = useRef(new Map<number, AbortController>());
  const chooseButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const active = controllers.current;
    return () => {
      for (const controller of active.values()) controller.abort();
    };
  }, []);

  function updateItem(id: number, patch: Partial<UploadItem>) {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  }

  function startUpload(item: UploadItem) {
    const controller = new AbortController();
    controllers.current.set(item.id, controller);
    const { signal } = controller;
    // Returns whether the result still matters: a removed file's late answer is ignored.
    const settle = () => {
      controllers.current.delete(item.id);
      return !signal.aborted;
    };
    onUpload(
      item.file,
      (share) => {
        if (!signal.aborted) updateItem(item.id, { progress: Math.min(Math.max(share, 0), 1) });
      },
      signal,
    ).then(
      () => {
        if (!settle()) return;
        updateItem(item.id, { status: "done", progress: 1 });
        setAnnouncement(`„${item.file.name}“ wurde hochgeladen.`);
      },
      () => {
        if (!settle()) return;
        updateItem(item.id, { status: "failed" });
        setAnnouncement(`„${item.file.name}“ konnte nicht hochgeladen werden.`);
      },
    );
  }

  function cancelUpload(id: number) {
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
  }

  function addFiles(files: File[]) {
    if (files.length === 0) return;
    const messages: string[] = [];
    const candidates = multiple ? files : files.slice(0, 1);
    if (candidates.length < files.length) messages.push(SINGLE_FILE_MESSAGE);
    const accepted: File[] = [];
    for (const file of candidates) {
      const message = validateFile(file, { accept, maxSizeBytes });
      if (message) messages.push(message);
      else accepted.push(file);
    }
    setRejection((current) => ({ attempt: current.attempt + 1, messages }));
    if (accepted.length === 0) return;

    const added = accepted.map((file): UploadItem => ({
      id: nextId.current++,
      file,
      status: "uploading",
      progress: 0,
    }));
    if (!multiple) {
      // A single-file field replaces its file.
      for (const item of items) {
        cancelUpload(item.id);
        onRemove?.(item.file);
      }
    }
    setItems((current) => (multiple ? [...current, ...added] : added));
    setAnnouncement(
      added.length === 1 ? `„${added[0]!.file.name}“ wird hochgeladen.` : `${added.length} Dateien werden hochgeladen.`,
    );
    for (const item of added) startUpload(item);
  }

  function retry(item: UploadItem) {
    const restarted = { ...item, status: "uploading" as const, progress: 0 };
    updateItem(item.id, restarted);
    setAnnouncement(`„${item.file.name}“ wird erneut hochgeladen.`);
    startUpload(restarted);
  }

  function remove(item: UploadItem) {
    cancelUpload(item.id);
    setItems((current) => current.filter((other) => other.id !== item.id));
    setAnnouncement(`„${item.file.name}“ wurde entfernt.`);
    onRemove?.(item.file);
    // The removed row held the focus; the file button is the natural next step.
    chooseButtonRef.current?.focus();
  }

  async function handleDrop(dropped: DropItem[]) {
    addFiles(await Promise.all(dropped.filter(isFileDropItem).map((item) => item.getFile())));
  }

  const fileWord = multiple ? "Dateien" : "Datei";
  const describedBy = [hintId, errorMessage ? errorId : null].filter(Boolean).join(" ");

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={describedBy} className="flex flex-col gap-2">
      <span id={labelId} className="text-sm font-medium text-slate-900">
        {label}
      </span>
      <p id={hintId} className="text-sm text-slate-700">
        {description ? `${description} ` : ""}
        Maximal {formatFileSize(maxSizeBytes)} pro Datei.
      </p>

      <I18nProvider locale={PORTAL_LOCALE}>
        <DropZone
          isDisabled={isDisabled}
          aria-label={`${label}: ${fileWord} hier ablegen oder einfügen`}
          getDropOperation={() => (isDisabled ? "cancel" : "copy")}
          onDrop={(event) => void handleDrop(event.items)}
          className={`flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-6 py-8 text-center transition-colors motion-reduce:transition-none data-drop-target:border-brand-600 data-drop-target:bg-brand-50 data-focus-visible:outline-3 data-focus-visible:outline-offset-2 data-focus-visible:outline-brand-600 ${
            errorMessage ? "border-red-700" : "border-slate-500"
          } ${isDisabled ? "cursor-not-allowed bg-slate-100 text-slate-600" : "bg-white text-slate-700"}`}
        >
          <SpriteIcon name="upload" className="size-8 text-slate-600" />
          <p>Ziehen Sie {multiple ? "Dateien" : "eine Datei"} hierher oder</p>
          <FileTrigger
            acceptedFileTypes={[...accept]}
            allowsMultiple={multiple}
            onSelect={(fileList) => addFiles(fileList ? Array.from(fileList) : [])}
          >
            <Button ref={chooseButtonRef} variant="secondary" isDisabled={isDisabled}>
              {fileWord} auswählen
            </Button>
          </FileTrigger>
        </DropZone>
      </I18nProvider>

      {errorMessage ? (
        <div role="alert">
          <ErrorText id={errorId}>{errorMessage}</ErrorText>
        </div>
      ) : null}

      {rejection.messages.length > 0 ? (
        <div key={rejection.attempt} role="alert" className="flex flex-col gap-1">
          {rejection.messages.map((message) => (
            <ErrorText key={message}>{message}</ErrorText>
          ))}
        </div>
      ) : null}

      {items.length > 0 ? (
        <ul aria-label={`Ausgewählte ${fileWord}`} className="flex flex-col gap-2">
          {items.map((item) => (
            <li key={item.id} className="flex flex-col gap-2 rounded-md border border-slate-300 bg-white p-3">
              <div className="flex items-center gap-3">
                <SpriteIcon name="file-text" className="size-5 shrink-0 text-slate-600" />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-slate-900">{item.file.name}</p>
                  <p className="text-sm text-slate-700">
                    {formatFileSize(item.file.size)}
                    {item.status === "done" ? (
                      <span className="ml-2 inline-flex items-center gap-1 text-green-800">
                        <SpriteIcon name="circle-check" className="size-4" />
                        Hochgeladen
                      </span>
                    ) : null}
                    {item.status === "failed" ? (
                      <span className="ml-2 font-medium text-red-700">Hochladen fehlgeschlagen</span>
                    ) : null}
                  </p>
                </div>
                {item.status === "failed" ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`„${item.file.name}“ erneut hochladen`}
                    onPress={() => retry(item)}
                  >
                    <SpriteIcon name="rotate-ccw" className="size-4" />
                  </Button>
                ) : null}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`„${item.file.name}“ entfernen`}
                  onPress={() => remove(item)}
                >
                  <SpriteIcon name="x" className="size-4" />
                </Button>
              </div>
              {item.status === "uploading" ? (
                <ProgressBar label={`Upload von „${item.file.name}“`} isLabelHidden value={item.progress * 100} />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}

      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

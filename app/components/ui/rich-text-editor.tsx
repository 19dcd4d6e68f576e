import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { SpriteIcon } from "./sprite-icon";
import { EditorContent, useEditor, useEditorState, type Editor, type JSONContent } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Button } from "./button";
import { ErrorText } from "./field";
import { Modal } from "./modal";
import { TextField } from "./text-field";

/** Link targets the editor accepts; the server's sanitiser allows the same schemes. */
const LINK_PATTERN = /^(https?:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+)$/i;

export const INVALID_LINK_MESSAGE = "Bitte geben Sie eine Adresse mit https:// oder mailto: an.";

export function isAllowedLink(href: string): boolean {
  return LINK_PATTERN.test(href.trim());
}

export interface RichTextEditorProps {
  label: string;
  /** Name of the hidden input that submits the HTML with the form. */
  name: string;
  /** Initial HTML; the caller passes only sanitised HTML. */
  defaultValue?: string;
  description?: string;
  errorMessage?: string;
  isRequired?: boolean;
  /** Every change, as HTML (what is submitted) and as the editor's document (for safe previews). */
  onChange?: (value: { html: string; json: JSONContent }) => void;
}

interface ToolbarState {
  bold: boolean;
  italic: boolean;
  bulletList: boolean;
  orderedList: boolean;
  heading: boolean;
  link: boolean;
}

interface ToolbarItem {
  key: keyof ToolbarState;
  label: string;
  shortcut?: string;
  icon: ReactNode;
}

const ICON_CLASS = "size-4";

const TOOLBAR_ITEMS: readonly ToolbarItem[] = [
  { key: "bold", label: "Fett", shortcut: "Strg+B", icon: <SpriteIcon name="bold" className={ICON_CLASS} /> },
  { key: "italic", label: "Kursiv", shortcut: "Strg+I", icon: <SpriteIcon name="italic" className={ICON_CLASS} /> },
  { key: "bulletList", label: "Aufzählung", icon: <SpriteIcon name="list" className={ICON_CLASS} /> },
  { key: "orderedList", label: "Nummerierte Liste", icon: <SpriteIcon name="list-ordered" className={ICON_CLASS} /> },
  { key: "heading", label: "Zwischenüberschrift", icon: <SpriteIcon name="heading-3" className={ICON_CLASS} /> },
  { key: "link", label: "Link", icon: <SpriteIcon name="link-2" className={ICON_CLASS} /> },
];

const COMMANDS: Record<Exclude<keyof ToolbarState, "link">, (editor: Editor) => void> = {
  bold: (editor) => editor.chain().focus().toggleBold().run(),
  italic: (editor) => editor.chain().focus().toggleItalic().run(),
  bulletList: (editor) => editor.chain().focus().toggleBulletList().run(),
  orderedList: (editor) => editor.chain().focus().toggleOrderedList().run(),
  heading: (editor) => editor.chain().focus().toggleHeading({ level: 3 }).run(),
};

/** The formats of the toolbar, nothing else: what the server's sanitiser keeps. */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    // Lists end with Enter twice; an extra empty paragraph after them would only be stored.
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      isAllowedUri: (url) => isAllowedLink(url),
      HTMLAttributes: { rel: "noopener noreferrer nofollow", target: "_blank" },
    },
  }),
];

/** An empty document is "", not "<p></p>", so required checks and drafts see it as empty. */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? "" : editor.getHTML();
}

const CONTENT_CLASS =
  "min-h-36 px-3 py-2 text-base text-slate-900 outline-none [&_a]:text-brand-700 [&_a]:underline [&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-semibold [&_li]:my-0.5 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-1.5 [&_ul]:list-disc [&_ul]:pl-6";

/**
 * Rich text with the formats a job ad needs: bold, italic, lists, a third-level heading and
 * links. The text area is a labelled multi-line textbox; the toolbar is one tab stop whose
 * buttons the arrow keys move between (WAI-ARIA toolbar pattern) and which say whether a
 * format is on (aria-pressed). The HTML goes into a hidden input that fires `input` and
 * `focusout` like a native field, so form libraries see its changes.
 */
export function RichTextEditor({
  label,
  name,
  defaultValue = "",
  description,
  errorMessage,
  isRequired = false,
  onChange,
}: RichTextEditorProps) {
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const editorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const onChangeRef = useRef(onChange);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [linkDialog, setLinkDialog] = useState<{ open: boolean; href: string; error: string | null }>({
    open: false,
    href: "",
    error: null,
  });

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // Set once by hand, not as React's defaultValue: for a hidden input the default value is its
  // value, and React writes the default back after every input event it sees.
  // Like the editor's content, the default counts only when the field appears.
  const initialValue = useRef(defaultValue);
  const attachInput = useCallback((element: HTMLInputElement | null) => {
    if (element && inputRef.current !== element) element.value = initialValue.current;
    inputRef.current = element;
  }, []);

  const describedBy = [description ? descriptionId : null, errorMessage ? errorId : null].filter(Boolean).join(" ");
  const attributes = {
    id: editorId,
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": labelId,
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    "aria-invalid": errorMessage ? "true" : "false",
    ...(isRequired ? { "aria-required": "true" } : {}),
    class: CONTENT_CLASS,
  };

  const editor = useEditor({
    // The server renders no editor; it appears after hydration (TipTap's SSR mode).
    immediatelyRender: false,
    extensions: EXTENSIONS,
    content: defaultValue,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      const input = inputRef.current;
      if (input) {
        input.value = html;
        input.dispatchEvent(new Event("input", { bubbles: true }));
      }
      onChangeRef.current?.({ html, json: current.getJSON() });
    },
    onBlur: () => {
      inputRef.current?.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    },
  });

  const active = useEditorState({
    editor,
    selector: ({ editor: current }): ToolbarState | null =>
      current
        ? {
            bold: current.isActive("bold"),
            italic: current.isActive("italic"),
            bulletList: current.isActive("bulletList"),
            orderedList: current.isActive("orderedList"),
            heading: current.isActive("heading", { level: 3 }),
            link: current.isActive("link"),
          }
        : null,
  });

  function openLinkDialog() {
    if (!editor) return;
    const current = editor.getAttributes("link") as { href?: unknown };
    setLinkDialog({ open: true, href: typeof current.href === "string" ? current.href : "", error: null });
  }

  function applyLink() {
    if (!editor) return;
    const href = linkDialog.href.trim();
    if (!isAllowedLink(href)) {
      setLinkDialog((state) => ({ ...state, error: INVALID_LINK_MESSAGE }));
      return;
    }
    const chain = editor.chain().focus().extendMarkRange("link");
    if (editor.state.selection.empty && !editor.isActive("link")) {
      chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
    setLinkDialog({ open: false, href: "", error: null });
  }

  function removeLink() {
    editor?.chain().focus().extendMarkRange("link").unsetLink().run();
    setLinkDialog({ open: false, href: "", error: null });
  }

  function onToolbarKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = TOOLBAR_ITEMS.length - 1;
    const next = {
      ArrowRight: focusIndex === last ? 0 : focusIndex + 1,
      ArrowLeft: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setFocusIndex(next);
    buttonRefs.current[next]?.focus();
  }

  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-slate-900">
        {label}
        {isRequired ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : null}
      </span>
      {description ? (
        <p id={descriptionId} className="text-sm text-slate-700">
          {description}
        </p>
      ) : null}
      <div
        className={`rounded-md border bg-white focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-brand-600 ${
          errorMessage ? "border-red-700 ring-1 ring-red-700" : "border-slate-500"
        }`}
      >
        <div
          role="toolbar"
          aria-label={`Formatierung: ${label}`}
          aria-controls={editorId}
          onKeyDown={onToolbarKeyDown}
          className="flex flex-wrap gap-1 border-b border-slate-300 p-1"
        >
          {TOOLBAR_ITEMS.map((item, index) => (
            <button
              key={item.key}
              ref={(element) => {
                buttonRefs.current[index] = element;
              }}
              type="button"
              tabIndex={index === focusIndex ? 0 : -1}
              aria-pressed={active ? active[item.key] : false}
              aria-label={item.label}
              title={item.shortcut ? `${item.label} (${item.shortcut})` : item.label}
              disabled={!editor}
              onFocus={() => setFocusIndex(index)}
              onClick={() => {
                if (!editor) return;
                if (item.key === "link") openLinkDialog();
                else COMMANDS[item.key](editor);
              }}
              className="inline-flex size-8 items-center justify-center rounded text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50 aria-pressed:bg-brand-100 aria-pressed:text-brand-900"
            >
              {item.icon}
            </button>
          ))}
        </div>
        <EditorContent editor={editor} />
      </div>
      <input ref={attachInput} type="hidden" name={name} />
      {errorMessage ? (
        <div role="alert">
          <ErrorText id={errorId}>{errorMessage}</ErrorText>
        </div>
      ) : null}

      <Modal
        isOpen={linkDialog.open}
        onOpenChange={(open) => setLinkDialog((state) => ({ ...state, open }))}
        title="Link einfügen"
        maxWidth="480px"
        footer={
          <>
            {active?.link ? (
              <Button variant="ghost" onPress={removeLink}>
                Link entfernen
              </Button>
            ) : null}
            <Button variant="secondary" slot="close">
              Abbrechen
            </Button>
            <Button onPress={applyLink}>Übernehmen</Button>
          </>
        }
      >
        <TextField
          label="Adresse"
          type="url"
          description="Zum Beispiel https://www.ihre-firma.at/karriere oder mailto:jobs@ihre-firma.at"
          value={linkDialog.href}
          onChange={(href) => setLinkDialog((state) => ({ ...state, href, error: null }))}
          errorMessage={linkDialog.error ?? undefined}
        />
      </Modal>
    </div>
  );
}

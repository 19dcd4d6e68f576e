import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { getFormProps, useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import type { z } from "zod";
import { parseWithZod } from "@conform-to/zod/v4";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/controls";
import { FIELD_INPUT_CLASS } from "~/components/ui/field";
import { focusFirstInvalidFieldSoon, useFocusFirstInvalid } from "~/components/ui/focus-invalid";
import { ImageUploadField } from "~/components/ui/image-upload-field";
import { Infobox } from "~/components/ui/infobox";
import { ipxUrl } from "~/components/ui/responsive-image";
import { Link } from "~/components/ui/link";
import { RichTextEditor } from "~/components/ui/rich-text-editor";
import { TextAreaField, TextField } from "~/components/ui/text-field";
import { formatDateTime } from "~/lib/format";
import { AUTOSAVE_TEXT, isConformIntent, useAutosave } from "~/lib/use-autosave";
import type { EditorPage } from "../employer-page.server";
import { toDisplay } from "../display";
import { visibleContent } from "../policy";
import { employerPageSchema, lenientContent } from "../schema";
import { BENEFITS, COMPANY_SIZES, LIMITS, type EmployeeVoice, type EmployerPageContent } from "../vocabulary";
import { EmployerPageView, type EmployerJob } from "./employer-page-view";

export const EDITOR_FORM_ID = "employer-page";

export interface EditorActionData {
  result?: SubmissionResult<string[]>;
  /** A refusal of the store (e.g. an image that is not the company's own). */
  refusal?: string;
}

/** A repeated part of the form (voice, section) with a stable key while the list changes. */
interface Item<T> {
  key: number;
  value: T;
}

/** The stored draft as the form's fields hold it. */
function formDefaults(draft: EmployerPageContent): DefaultValue<z.input<typeof employerPageSchema>> {
  return {
    claim: draft.claim,
    about: draft.about,
    industry: draft.industry,
    size: draft.size ?? undefined,
    foundedYear: draft.foundedYear ? String(draft.foundedYear) : "",
    website: draft.website ?? "",
    locations: draft.locations.join("\n"),
    benefits: draft.benefits,
    customBenefits: draft.customBenefits.join("\n"),
    logoPath: draft.logoPath ?? undefined,
    headerImagePath: draft.headerImagePath ?? undefined,
    primaryColor: draft.primaryColor,
    accentColor: draft.accentColor,
    gallery: draft.gallery,
    videoUrl: draft.videoUrl ?? "",
    videoInHeader: draft.videoInHeader ? "on" : undefined,
    voices: draft.voices,
    sections: draft.sections,
  };
}

let nextKey = 0;
const itemsOf = <T,>(values: T[]): Item<T>[] => values.map((value) => ({ key: nextKey++, value }));

function PlusOffer() {
  return (
    <Infobox tone="info" title="Mehr zeigen mit der Unternehmensseite Plus">
      <p>
        Mit der Unternehmensseite Plus zeigen Sie eine Bildergalerie, ein Video, Stimmen aus Ihrem Team und eigene
        Abschnitte – in Ihren Unternehmensfarben.
      </p>
      <p className="mt-2">
        <Link to="/produkte/arbeitgebermarke">Unternehmensseite Plus ansehen</Link>
      </p>
    </Infobox>
  );
}

function StateSummary({ page }: { page: EditorPage }) {
  const published = page.publishedVersionId !== null;
  const latest = page.versions[0];
  if (page.offline) {
    return (
      <Infobox tone="error" title="Ihre Unternehmensseite wurde offline genommen">
        <p>
          Unser Team hat Ihre Seite am {formatDateTime(page.offline.at)} offline genommen. Begründung:{" "}
          {page.offline.reason}
        </p>
        {page.offline.reviewRequestedAt ? (
          <p className="mt-2">
            Sie haben am {formatDateTime(page.offline.reviewRequestedAt)} um eine erneute Prüfung gebeten. Unser Team
            meldet sich per E-Mail bei Ihnen.
          </p>
        ) : (
          <Form method="post" className="mt-3 flex flex-col gap-3">
            <TextAreaField
              label="Was haben Sie geändert? (optional)"
              name="note"
              description="Ihre Nachricht lesen die Mitarbeiterinnen und Mitarbeiter, die Ihre Seite prüfen."
              rows={3}
              maxLength={1000}
            />
            <div>
              <Button type="submit" name="intent" value="request-review" variant="secondary">
                Erneut prüfen lassen
              </Button>
            </div>
          </Form>
        )}
      </Infobox>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white px-4 py-3">
      <p>
        <span className="font-semibold">Status: </span>
        {published && latest ? `Veröffentlicht am ${formatDateTime(latest.publishedAt)}` : "Entwurf, nicht öffentlich"}
      </p>
      {published ? <Link to={page.publicPath}>Öffentliche Seite ansehen</Link> : null}
    </div>
  );
}

function Versions({ page }: { page: EditorPage }) {
  if (page.versions.length === 0) return null;
  return (
    <section aria-labelledby="versions-title" className="mt-10">
      <h2 id="versions-title" className="text-xl font-bold text-slate-900">
        Veröffentlichte Versionen
      </h2>
      <p className="mt-1 text-slate-700">
        „Wiederherstellen“ übernimmt eine Version in Ihren Entwurf; öffentlich wird sie erst, wenn Sie veröffentlichen.
      </p>
      <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {page.versions.map((version) => (
          <li key={version.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <span>
              {formatDateTime(version.publishedAt)}
              {version.publishedBy ? `, ${version.publishedBy}` : ""}
              {version.id === page.publishedVersionId ? (
                <span className="ml-2 rounded bg-green-100 px-2 py-0.5 text-sm font-semibold text-green-900">
                  öffentlich
                </span>
              ) : null}
            </span>
            <Form method="post">
              <input type="hidden" name="versionId" value={version.id} />
              <Button
                type="submit"
                name="intent"
                value="restore"
                variant="secondary"
                size="sm"
                aria-label={`Version vom ${formatDateTime(version.publishedAt)} wiederherstellen`}
              >
                Wiederherstellen
              </Button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A colour of the page (the browser's colour picker), with its message when it does not pass. */
function ColourInput({ label, name, value, error }: { label: string; name: string; value: string; error?: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {label}
      </label>
      <input
        id={id}
        type="color"
        name={name}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="h-10 w-20 cursor-pointer rounded-md border border-slate-500 bg-white p-1"
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The employer page's editor (`/p/employer-branding/page` and `…/page-plus`): every field of the
 * page, saved as a draft while the company types, a live preview beside the form (a tab on small
 * screens), publish and take down, and the published versions to restore.
 */
export function EmployerPageEditor({
  page,
  jobs,
  draftPath,
  uploadPath,
}: {
  page: EditorPage;
  /** The company's live jobs, which the preview lists as the public page does. */
  jobs: EmployerJob[];
  draftPath: string;
  uploadPath: string;
}) {
  const actionData = useActionData<EditorActionData>();
  const navigation = useNavigation();
  const draft = page.draft;
  // Stable for the form's life: Conform starts over when its default value changes.
  const [defaultValue] = useState(() => formDefaults(draft));
  const [form, fields] = useForm({
    id: EDITOR_FORM_ID,
    defaultValue,
    lastResult: actionData?.result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: employerPageSchema }),
  });
  const [about, setAbout] = useState(draft.about);
  const [logoPath, setLogoPath] = useState(draft.logoPath ?? "");
  const [headerImagePath, setHeaderImagePath] = useState(draft.headerImagePath ?? "");
  const [gallery, setGallery] = useState(draft.gallery);
  const [voices, setVoices] = useState(() => itemsOf<EmployeeVoice>(draft.voices));
  const [sections, setSections] = useState(() => itemsOf(draft.sections));
  const [sectionHtml, setSectionHtml] = useState<Record<number, string>>({});
  const [view, setView] = useState<"form" | "preview">("form");
  const [preview, setPreview] = useState<EmployerPageContent>(draft);
  const formRef = useRef<HTMLFormElement>(null);
  // Every input of the form counts one edit (typing, choices, the editors' hidden fields).
  const [edits, setEdits] = useState(0);
  const countEdit = () => setEdits((count) => count + 1);
  const changeSignal = useMemo(
    () => ({ edits, about, logoPath, headerImagePath, gallery, voices, sections, sectionHtml }),
    [edits, about, logoPath, headerImagePath, gallery, voices, sections, sectionHtml],
  );
  const autosave = useAutosave({
    formId: EDITOR_FORM_ID,
    draftPath,
    value: changeSignal,
    enabled: page.offline === null,
  });

  // The preview follows the form: every valid field as the public page would show it.
  useEffect(() => {
    const element = formRef.current;
    if (!element) return;
    const timer = setTimeout(() => {
      const payload = parseWithZod(new FormData(element), { schema: employerPageSchema }).payload;
      setPreview((previous) => lenientContent(payload, previous));
    }, 150);
    return () => clearTimeout(timer);
  }, [changeSignal]);

  const submitting = navigation.state === "submitting";
  const previewContent = visibleContent(preview, page.products);
  const sizeId = useId();
  const status = autosave.phase === "clean" ? "" : AUTOSAVE_TEXT[autosave.phase];
  const formErrors = [...(form.errors ?? []), ...(actionData?.refusal ? [actionData.refusal] : [])];
  // Each message stands at its field (the publish check's too); focus goes to the first, as in the job-ad editor.
  const fieldError = (name: string) => form.allErrors[name]?.[0];
  useFocusFirstInvalid(EDITOR_FORM_ID, actionData?.result);
  const [refusedHere, setRefusedHere] = useState(false);
  const refused = refusedHere || actionData?.result?.status === "error";
  const statusText =
    autosave.phase === "clean" && refused ? "Nicht veröffentlicht: Bitte prüfen Sie die markierten Angaben." : status;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    getFormProps(form).onSubmit(event);
    if (isConformIntent(event)) return;
    autosave.submitted();
    setRefusedHere(event.defaultPrevented);
    if (event.defaultPrevented) focusFirstInvalidFieldSoon(event.currentTarget);
  }

  return (
    <div className="flex flex-col gap-6">
      <StateSummary page={page} />
      <div className="flex gap-2 lg:hidden" role="group" aria-label="Ansicht">
        <Button
          variant={view === "form" ? "primary" : "secondary"}
          size="sm"
          aria-pressed={view === "form"}
          onPress={() => setView("form")}
        >
          Bearbeiten
        </Button>
        <Button
          variant={view === "preview" ? "primary" : "secondary"}
          size="sm"
          aria-pressed={view === "preview"}
          onPress={() => setView("preview")}
        >
          Vorschau
        </Button>
      </div>
      <div className="grid gap-8 lg:grid-cols-2">
        <Form
          method="post"
          {...getFormProps(form)}
          ref={formRef}
          onSubmit={onSubmit}
          onInput={countEdit}
          onChange={countEdit}
          className={`${view === "form" ? "flex" : "hidden"} min-w-0 flex-col gap-6 lg:flex`}
        >
          {formErrors.length > 0 ? (
            <Infobox tone="error" title="Nicht veröffentlicht">
              {formErrors.map((error) => (
                <p key={error}>{error}</p>
              ))}
            </Infobox>
          ) : null}
          <fieldset disabled={page.offline !== null} className="flex min-w-0 flex-col gap-6">
            <legend className="sr-only">Inhalte Ihrer Unternehmensseite</legend>
            <h2 className="text-xl font-bold text-slate-900">Kopfbereich</h2>
            <input type="hidden" name="logoPath" value={logoPath} />
            <ImageUploadField
              label="Logo"
              description="PNG, JPEG oder WebP, höchstens 4000 × 4000 Pixel; am besten quadratisch oder im Querformat."
              path={logoPath || null}
              uploadPath={uploadPath}
              errorMessage={fields.logoPath.errors?.[0]}
              onChange={setLogoPath}
            />
            <input type="hidden" name="headerImagePath" value={headerImagePath} />
            <ImageUploadField
              label="Titelbild"
              description="Ein breites Bild im Querformat 32:9 (z. B. 2560 × 720 Pixel); es wird auf diese Form zugeschnitten."
              path={headerImagePath || null}
              uploadPath={uploadPath}
              errorMessage={fields.headerImagePath.errors?.[0]}
              onChange={setHeaderImagePath}
            />
            <TextField
              label="Claim"
              name={fields.claim.name}
              defaultValue={draft.claim}
              description="Ein Satz, der Sie als Arbeitgeber beschreibt."
              errorMessage={fields.claim.errors?.[0]}
              maxLength={LIMITS.claim}
            />
            <RichTextEditor
              label="Über uns"
              name="about"
              defaultValue={draft.about}
              description="Wer Sie sind, was Sie tun und was die Arbeit bei Ihnen ausmacht (mindestens 50 Zeichen zum Veröffentlichen)."
              errorMessage={fields.about.errors?.[0]}
              onChange={({ html }) => setAbout(html)}
            />

            <h2 className="text-xl font-bold text-slate-900">Fakten</h2>
            <TextField
              label="Branche"
              name={fields.industry.name}
              defaultValue={draft.industry}
              errorMessage={fields.industry.errors?.[0]}
              maxLength={LIMITS.industry}
            />
            <div className="flex flex-col gap-1.5">
              <label htmlFor={sizeId} className="text-sm font-medium text-slate-900">
                Unternehmensgröße
              </label>
              <select
                id={sizeId}
                name={fields.size.name}
                defaultValue={draft.size ?? ""}
                className={`${FIELD_INPUT_CLASS} max-w-80 bg-white`}
              >
                <option value="">Keine Angabe</option>
                {Object.entries(COMPANY_SIZES).map(([key, label]) => (
                  <option key={key} value={key}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
            <TextField
              label="Gründungsjahr"
              name={fields.foundedYear.name}
              defaultValue={draft.foundedYear ? String(draft.foundedYear) : ""}
              errorMessage={fields.foundedYear.errors?.[0]}
              maxLength={4}
            />
            <TextField
              label="Website"
              name={fields.website.name}
              defaultValue={draft.website ?? ""}
              errorMessage={fields.website.errors?.[0]}
              type="url"
              autoComplete="url"
              maxLength={300}
            />
            <TextAreaField
              label="Standorte"
              name={fields.locations.name}
              defaultValue={draft.locations.join("\n")}
              description="Ein Standort pro Zeile, z. B. „4020 Linz, Hafenstraße 3“."
              errorMessage={fields.locations.errors?.[0]}
              rows={3}
            />
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-base font-semibold">Benefits</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {Object.entries(BENEFITS).map(([key, benefit]) => (
                  <Checkbox
                    key={key}
                    name={fields.benefits.name}
                    value={key}
                    defaultSelected={(draft.benefits as string[]).includes(key)}
                  >
                    {benefit.label}
                  </Checkbox>
                ))}
              </div>
              <TextAreaField
                label="Eigene Benefits"
                name={fields.customBenefits.name}
                defaultValue={draft.customBenefits.join("\n")}
                description={`Was Ihre Liste oben nicht hat, ein Benefit pro Zeile (höchstens ${LIMITS.customBenefits}, je bis zu ${LIMITS.customBenefit} Zeichen), z. B. „Hund im Büro erlaubt“.`}
                errorMessage={fields.customBenefits.errors?.[0]}
                rows={3}
              />
            </fieldset>

            <h2 className="text-xl font-bold text-slate-900">Plus-Inhalte</h2>
            {page.products.plus ? (
              <PlusFields
                draft={draft}
                uploadPath={uploadPath}
                gallery={gallery}
                setGallery={setGallery}
                voices={voices}
                setVoices={setVoices}
                sections={sections}
                setSections={setSections}
                onSectionHtml={(key, html) => setSectionHtml((current) => ({ ...current, [key]: html }))}
                fieldError={fieldError}
                errors={{
                  primaryColor: fields.primaryColor.errors?.[0],
                  accentColor: fields.accentColor.errors?.[0],
                  videoUrl: fields.videoUrl.errors?.[0],
                  videoInHeader: fields.videoInHeader.errors?.[0],
                  gallery: fields.gallery.errors?.[0],
                }}
              />
            ) : (
              <PlusOffer />
            )}
          </fieldset>
          <div className="sticky bottom-0 flex flex-wrap items-center gap-4 border-t border-slate-200 bg-white py-4">
            <Button type="submit" name="intent" value="publish" isDisabled={page.offline !== null || submitting}>
              Veröffentlichen
            </Button>
            <p role="status" className="text-sm text-slate-700">
              {statusText}
            </p>
          </div>
        </Form>
        <section
          aria-labelledby="preview-title"
          className={`${view === "preview" ? "block" : "hidden"} min-w-0 rounded-lg border border-slate-300 bg-slate-50 pb-6 lg:block`}
        >
          <h2 id="preview-title" className="px-4 pt-3 text-sm font-semibold tracking-wide text-slate-700 uppercase">
            Vorschau
          </h2>
          <EmployerPageView
            companyName={page.companyName}
            display={toDisplay(previewContent)}
            path={page.publicPath}
            headingLevel="h2"
            jobs={{ jobs, total: jobs.length, cities: [], query: "", city: "" }}
            preview
          />
        </section>
      </div>
      {page.publishedVersionId !== null && page.offline === null ? (
        <Form method="post" className="flex flex-wrap items-center gap-4">
          <Button type="submit" name="intent" value="unpublish" variant="secondary">
            Seite offline nehmen
          </Button>
          <span className="text-sm text-slate-700">
            Die öffentliche Adresse zeigt danach nichts mehr an, bis Sie wieder veröffentlichen.
          </span>
        </Form>
      ) : null}
      <Versions page={page} />
    </div>
  );
}

function PlusFields({
  draft,
  uploadPath,
  gallery,
  setGallery,
  voices,
  setVoices,
  sections,
  setSections,
  onSectionHtml,
  fieldError,
  errors,
}: {
  draft: EmployerPageContent;
  uploadPath: string;
  gallery: string[];
  setGallery: (update: (current: string[]) => string[]) => void;
  voices: Item<EmployeeVoice>[];
  setVoices: (update: (current: Item<EmployeeVoice>[]) => Item<EmployeeVoice>[]) => void;
  sections: Item<EmployerPageContent["sections"][number]>[];
  setSections: (
    update: (
      current: Item<EmployerPageContent["sections"][number]>[],
    ) => Item<EmployerPageContent["sections"][number]>[],
  ) => void;
  onSectionHtml: (key: number, html: string) => void;
  /** The message of a repeated part's field (`voices[0].quote`), when it has one. */
  fieldError: (name: string) => string | undefined;
  errors: Partial<Record<"primaryColor" | "accentColor" | "videoUrl" | "videoInHeader" | "gallery", string>>;
}) {
  return (
    <>
      <div className="flex flex-wrap gap-8">
        <ColourInput label="Hauptfarbe" name="primaryColor" value={draft.primaryColor} error={errors.primaryColor} />
        <ColourInput label="Akzentfarbe" name="accentColor" value={draft.accentColor} error={errors.accentColor} />
      </div>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-base font-semibold">
          Bildergalerie ({gallery.length} von {LIMITS.gallery})
        </legend>
        {gallery.map((path, index) => (
          <input key={path} type="hidden" name={`gallery[${index}]`} value={path} />
        ))}
        {gallery.length > 0 ? (
          <ul className="flex flex-wrap gap-3">
            {gallery.map((path, index) => (
              <li key={path} className="flex flex-col items-start gap-1">
                <img
                  src={ipxUrl(path, { height: 80 })}
                  alt={`Galeriebild ${index + 1}`}
                  height={80}
                  className="h-20 w-auto rounded border border-slate-300"
                />
                <Button
                  variant="ghost"
                  size="sm"
                  onPress={() => setGallery((current) => current.filter((item) => item !== path))}
                >
                  Galeriebild {index + 1} entfernen
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {gallery.length < LIMITS.gallery ? (
          <ImageUploadField
            label="Bild zur Galerie hinzufügen"
            description="Fotos von Ihrem Team, Ihren Räumen, Ihrer Arbeit. Sie werden im Format 4:3 gezeigt."
            path={null}
            uploadPath={uploadPath}
            errorMessage={errors.gallery}
            onChange={(path) => {
              if (path) setGallery((current) => [...current, path]);
            }}
          />
        ) : null}
      </fieldset>

      <TextField
        label="Video (YouTube oder Vimeo)"
        name="videoUrl"
        defaultValue={draft.videoUrl ?? ""}
        description="Der Link zum Video. Es wird erst geladen, wenn Besucherinnen und Besucher es abspielen."
        errorMessage={errors.videoUrl}
        type="url"
        maxLength={300}
      />
      <Checkbox name="videoInHeader" value="on" defaultSelected={draft.videoInHeader}>
        Video oben im Kopfbereich zeigen (statt des Titelbilds)
      </Checkbox>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-base font-semibold">Stimmen aus dem Team</legend>
        {voices.map((item, index) => (
          <div key={item.key} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
            <p className="font-semibold">Stimme {index + 1}</p>
            <TextField
              label="Name"
              name={`voices[${index}].name`}
              defaultValue={item.value.name}
              errorMessage={fieldError(`voices[${index}].name`)}
              maxLength={LIMITS.voiceName}
            />
            <TextField
              label="Funktion"
              name={`voices[${index}].role`}
              defaultValue={item.value.role}
              errorMessage={fieldError(`voices[${index}].role`)}
              maxLength={LIMITS.voiceRole}
            />
            <TextAreaField
              label="Zitat"
              name={`voices[${index}].quote`}
              defaultValue={item.value.quote}
              errorMessage={fieldError(`voices[${index}].quote`)}
              rows={3}
            />
            <Button
              variant="ghost"
              size="sm"
              onPress={() => setVoices((current) => current.filter((voice) => voice.key !== item.key))}
            >
              Stimme {index + 1} entfernen
            </Button>
          </div>
        ))}
        {voices.length < LIMITS.voices ? (
          <Button
            variant="secondary"
            size="sm"
            onPress={() =>
              setVoices((current) => [...current, { key: nextKey++, value: { name: "", role: "", quote: "" } }])
            }
          >
            Stimme hinzufügen
          </Button>
        ) : null}
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-base font-semibold">Eigene Abschnitte</legend>
        {sections.map((item, index) => (
          <div key={item.key} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
            <TextField
              label={`Überschrift von Abschnitt ${index + 1}`}
              name={`sections[${index}].title`}
              defaultValue={item.value.title}
              errorMessage={fieldError(`sections[${index}].title`)}
              maxLength={LIMITS.sectionTitle}
            />
            <RichTextEditor
              label={`Text von Abschnitt ${index + 1}`}
              name={`sections[${index}].html`}
              defaultValue={item.value.html}
              errorMessage={fieldError(`sections[${index}].html`)}
              onChange={({ html }) => onSectionHtml(item.key, html)}
            />
            <Button
              variant="ghost"
              size="sm"
              onPress={() => setSections((current) => current.filter((section) => section.key !== item.key))}
            >
              Abschnitt {index + 1} entfernen
            </Button>
          </div>
        ))}
        {sections.length < LIMITS.sections ? (
          <Button
            variant="secondary"
            size="sm"
            onPress={() => setSections((current) => [...current, { key: nextKey++, value: { title: "", html: "" } }])}
          >
            Abschnitt hinzufügen
          </Button>
        ) : null}
      </fieldset>
    </>
  );
}

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  FileUpload,
  formatFileSize,
  isAcceptedFile,
  SINGLE_FILE_MESSAGE,
  validateFile,
  type FileUploadProps,
  type UploadHandler,
} from "./file-upload";

afterEach(cleanup);

const FIVE_MB = 5 * 1024 * 1024;

function makeFile(name: string, type: string, size = 1000): File {
  const file = new File(["x"], name, { type });
  // Real content of that size would slow the tests down for nothing.
  Object.defineProperty(file, "size", { value: size });
  return file;
}

/** An upload the test drives by hand: report progress, then finish or fail. */
function controlledUpload() {
  const calls: {
    file: File;
    onProgress: (share: number) => void;
    signal: AbortSignal;
    resolve: () => void;
    reject: () => void;
  }[] = [];
  const onUpload = vi.fn<UploadHandler>(
    (file, onProgress, signal) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ file, onProgress, signal, resolve, reject: () => reject(new Error("Netzwerkfehler")) });
      }),
  );
  return { onUpload, calls };
}

function renderUpload(props: Partial<FileUploadProps> = {}) {
  const upload = controlledUpload();
  const result = render(
    <FileUpload
      label="Lebenslauf"
      description="PDF oder Word-Dokument."
      accept={["application/pdf", ".docx"]}
      maxSizeBytes={FIVE_MB}
      onUpload={upload.onUpload}
      {...props}
    />,
  );
  const input = result.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { ...upload, input };
}

function choose(input: HTMLInputElement, ...files: File[]) {
  fireEvent.change(input, { target: { files } });
}

describe("file checks", () => {
  it.each([
    [0, "0 Byte"],
    [512, "512 Byte"],
    [2048, "2 KB"],
    [1536 * 1024, "1,5 MB"],
    [FIVE_MB, "5 MB"],
  ])("%j bytes are %j", (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it.each([
    ["cv.pdf", "application/pdf", ["application/pdf"], true],
    ["CV.PDF", "", [".pdf"], true],
    ["foto.png", "image/png", ["image/*"], true],
    ["brief.docx", "", [".docx"], true],
    ["cv.exe", "application/x-msdownload", ["application/pdf", ".docx"], false],
    ["foto.png", "image/png", ["application/pdf"], false],
    ["egal.bin", "", [], true],
  ])("%j (%j) against %j: %j", (name, type, accept, accepted) => {
    expect(isAcceptedFile(makeFile(name, type), accept)).toBe(accepted);
  });

  it("names the reason in German", () => {
    const rules = { accept: ["application/pdf"], maxSizeBytes: FIVE_MB };
    expect(validateFile(makeFile("x.pdf", "application/pdf", FIVE_MB + 1), rules)).toBe(
      "Die Datei „x.pdf“ ist zu groß (max. 5 MB).",
    );
    expect(validateFile(makeFile("x.exe", "application/x-msdownload"), rules)).toBe(
      "Die Datei „x.exe“ kann nicht hochgeladen werden. Dieser Dateityp wird nicht unterstützt.",
    );
    expect(validateFile(makeFile("x.pdf", "application/pdf", FIVE_MB), rules)).toBeNull();
  });
});

describe("FileUpload", () => {
  it("is a labelled group with the limits as description and a keyboard-reachable file button", () => {
    const { input } = renderUpload();
    const group = screen.getByRole("group", { name: "Lebenslauf" });
    const hint = document.getElementById(group.getAttribute("aria-describedby")!)!;
    expect(hint.textContent).toBe("PDF oder Word-Dokument. Maximal 5 MB pro Datei.");
    expect(within(group).getByRole("button", { name: "Datei auswählen" })).toBeTruthy();
    expect(within(group).getByRole("button", { name: "Lebenslauf: Datei hier ablegen oder einfügen" })).toBeTruthy();
    expect(input.getAttribute("accept")).toBe("application/pdf,.docx");
    expect(input.multiple).toBe(false);
  });

  it("rejects a too-large file with the German message and does not upload it", () => {
    const { input, onUpload } = renderUpload();
    choose(input, makeFile("x.pdf", "application/pdf", FIVE_MB + 1));
    expect(screen.getByRole("alert").textContent).toBe("Die Datei „x.pdf“ ist zu groß (max. 5 MB).");
    expect(onUpload).not.toHaveBeenCalled();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("rejects a file of the wrong type", () => {
    const { input, onUpload } = renderUpload();
    choose(input, makeFile("virus.exe", "application/x-msdownload"));
    expect(screen.getByRole("alert").textContent).toContain("Dieser Dateityp wird nicht unterstützt.");
    expect(onUpload).not.toHaveBeenCalled();
  });

  it("uploads a good file with progress, then shows it as uploaded", async () => {
    const { input, onUpload, calls } = renderUpload();
    const file = makeFile("lebenslauf.pdf", "application/pdf", 200 * 1024);
    choose(input, file);
    expect(onUpload).toHaveBeenCalledWith(file, expect.any(Function), expect.any(AbortSignal));
    expect(screen.queryByRole("alert")).toBeNull();
    const item = within(screen.getByRole("list", { name: "Ausgewählte Datei" })).getByRole("listitem");
    expect(item.textContent).toContain("lebenslauf.pdf");
    expect(item.textContent).toContain("200 KB");
    expect(screen.getByRole("status").textContent).toBe("„lebenslauf.pdf“ wird hochgeladen.");

    act(() => calls[0]!.onProgress(0.5));
    const bar = screen.getByRole("progressbar", { name: "Upload von „lebenslauf.pdf“" });
    expect(bar.getAttribute("aria-valuenow")).toBe("50");
    expect(bar.getAttribute("aria-valuetext")).toBe("50\u00a0%");

    await act(async () => calls[0]!.resolve());
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(item.textContent).toContain("Hochgeladen");
    expect(screen.getByRole("status").textContent).toBe("„lebenslauf.pdf“ wurde hochgeladen.");
  });

  it("marks a failed upload and can try again", async () => {
    const { input, onUpload, calls } = renderUpload();
    choose(input, makeFile("cv.pdf", "application/pdf"));
    await act(async () => calls[0]!.reject());
    expect(screen.getByText("Hochladen fehlgeschlagen")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("„cv.pdf“ konnte nicht hochgeladen werden.");
    fireEvent.click(screen.getByRole("button", { name: "„cv.pdf“ erneut hochladen" }));
    expect(onUpload).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("progressbar")).toBeTruthy();
  });

  it("removes a file, aborts its upload, tells the caller and returns focus to the file button", () => {
    const onRemove = vi.fn();
    const { input, calls } = renderUpload({ onRemove });
    const file = makeFile("cv.pdf", "application/pdf");
    choose(input, file);
    fireEvent.click(screen.getByRole("button", { name: "„cv.pdf“ entfernen" }));
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(onRemove).toHaveBeenCalledWith(file);
    expect(screen.queryByRole("list")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Datei auswählen" }));
    expect(screen.getByRole("status").textContent).toBe("„cv.pdf“ wurde entfernt.");
  });

  it("takes one file at a time unless multiple, replacing the previous one", () => {
    const { input, calls } = renderUpload();
    choose(input, makeFile("a.pdf", "application/pdf"), makeFile("b.pdf", "application/pdf"));
    expect(screen.getByRole("alert").textContent).toBe(SINGLE_FILE_MESSAGE);
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([expect.stringContaining("a.pdf")]);
    choose(input, makeFile("c.pdf", "application/pdf"));
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([expect.stringContaining("c.pdf")]);
  });

  it("collects several files when multiple, keeping the good ones", () => {
    const { input, onUpload } = renderUpload({ multiple: true });
    expect(input.multiple).toBe(true);
    choose(input, makeFile("a.pdf", "application/pdf"), makeFile("b.exe", "application/x-msdownload"));
    choose(input, makeFile("c.docx", ""));
    expect(onUpload).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("list", { name: "Ausgewählte Dateien" }).children).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Dateien auswählen" })).toBeTruthy();
  });

  it("announces the same mistake again", () => {
    const { input } = renderUpload();
    choose(input, makeFile("x.exe", "application/x-msdownload"));
    const first = screen.getByRole("alert");
    choose(input, makeFile("x.exe", "application/x-msdownload"));
    expect(screen.getByRole("alert")).not.toBe(first);
  });

  it("shows a form error and can be disabled", () => {
    renderUpload({ errorMessage: "Bitte laden Sie Ihren Lebenslauf hoch.", isDisabled: true });
    const group = screen.getByRole("group", { name: "Lebenslauf" });
    const described = group
      .getAttribute("aria-describedby")!
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent);
    expect(described[1]).toBe("Bitte laden Sie Ihren Lebenslauf hoch.");
    expect(screen.getByRole("alert").textContent).toBe("Bitte laden Sie Ihren Lebenslauf hoch.");
    expect(screen.getByRole("button", { name: "Datei auswählen" }).hasAttribute("disabled")).toBe(true);
  });

  it("aborts running uploads when it unmounts", () => {
    const { input, calls } = renderUpload();
    choose(input, makeFile("cv.pdf", "application/pdf"));
    cleanup();
    expect(calls[0]!.signal.aborted).toBe(true);
  });
});

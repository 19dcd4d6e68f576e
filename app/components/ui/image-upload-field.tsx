import { useRef, useState } from "react";
import { Button } from "./button";
import { FileUpload, type UploadHandler } from "./file-upload";
import { ipxUrl } from "./responsive-image";

export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * POST the file as the body to the upload endpoint (/api/uploads), reporting progress; resolves
 * with the stored image's path, rejects with the server's German message.
 */
export function uploadImage(
  url: string,
  file: File,
  onProgress: (share: number) => void,
  signal: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("Content-Type", file.type);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as { path?: unknown; message?: unknown } | null;
      if (request.status === 201 && typeof body?.path === "string") resolve(body.path);
      else reject(new Error(typeof body?.message === "string" ? body.message : "Das Bild wurde nicht gespeichert."));
    };
    request.onerror = () => reject(new Error("Keine Verbindung zum Server. Bitte versuchen Sie es erneut."));
    signal.addEventListener("abort", () => request.abort());
    request.send(file);
  });
}

/**
 * One uploaded image of a form: the file picker uploads at once, the form carries the stored
 * path (`path`, kept by the caller), a thumbnail shows it with a button to remove it.
 */
export function ImageUploadField({
  label,
  description,
  path,
  uploadPath,
  errorMessage,
  onChange,
}: {
  label: string;
  description: string;
  /** The stored image's path, or null. */
  path: string | null;
  /** Where the file goes (`/api/uploads`). */
  uploadPath: string;
  errorMessage?: string;
  onChange: (path: string) => void;
}) {
  const [uploadError, setUploadError] = useState<string | null>(null);
  const fieldRef = useRef<HTMLDivElement>(null);
  const upload: UploadHandler = async (file, onProgress, signal) => {
    setUploadError(null);
    try {
      onChange(await uploadImage(uploadPath, file, onProgress, signal));
    } catch (error) {
      if (!signal.aborted) setUploadError(error instanceof Error ? error.message : String(error));
      throw error;
    }
  };
  return (
    <div ref={fieldRef} className="flex flex-col gap-3">
      <FileUpload
        label={label}
        description={description}
        accept={IMAGE_TYPES}
        maxSizeBytes={MAX_IMAGE_BYTES}
        errorMessage={uploadError ?? errorMessage}
        onUpload={upload}
      />
      {path ? (
        <div className="flex flex-wrap items-center gap-4">
          <img
            src={ipxUrl(path, { height: 80 })}
            srcSet={`${ipxUrl(path, { height: 80 })} 1x, ${ipxUrl(path, { height: 160 })} 2x`}
            alt={`Aktuelles Bild: ${label}`}
            height={80}
            className="h-20 w-auto rounded border border-slate-300 bg-white p-1"
          />
          <Button
            variant="ghost"
            size="sm"
            onPress={() => {
              onChange("");
              // The button goes with the image; choosing a new file is the natural next step.
              fieldRef.current?.querySelector<HTMLButtonElement>("button")?.focus();
            }}
          >
            {label} entfernen
          </Button>
        </div>
      ) : null}
    </div>
  );
}

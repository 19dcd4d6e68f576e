import { useState } from "react";

export const PROFILE_PLACEHOLDER_SRC = "/p/icons/profile-placeholder.svg";

const SIZE_CLASSES = {
  medium: "size-10",
  large: "size-12",
  xl: "size-20",
} as const;

export interface ProfileImageProps {
  src: string | null;
  size: keyof typeof SIZE_CLASSES;
}

/** A person's picture (SPEC §3); the placeholder stands in when there is none or it fails to load. */
export function ProfileImage({ src, size }: ProfileImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && src !== failedSrc ? src : PROFILE_PLACEHOLDER_SRC;
  return (
    <img
      src={shown}
      alt="Profilbild"
      onError={() => {
        // Guard against a loop should the placeholder itself fail.
        if (shown !== PROFILE_PLACEHOLDER_SRC) setFailedSrc(shown);
      }}
      className={`${SIZE_CLASSES[size]} shrink-0 rounded-full bg-slate-100 object-cover`}
    />
  );
}

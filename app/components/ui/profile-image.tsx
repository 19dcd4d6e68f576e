import { useEffect, useRef, useState, useSyncExternalStore } from "react";

/** SPEC §2 static asset. */
export const PROFILE_PLACEHOLDER_SRC = "/p/icons/profile-placeholder.svg";

/** Edge length in px per size of SPEC §3. */
export const PROFILE_IMAGE_SIZES = { small: 32, medium: 48, large: 64, xl: 96 } as const;

export type ProfileImageSize = keyof typeof PROFILE_IMAGE_SIZES;

const SIZE_CLASSES: Record<ProfileImageSize, string> = {
  small: "size-8",
  medium: "size-12",
  large: "size-16",
  xl: "size-24",
};

export interface ProfileImageProps {
  /** The person's picture; missing or failing, the placeholder stands in. */
  src?: string | null;
  size?: ProfileImageSize;
  alt?: string;
  className?: string;
}

const subscribeToNothing = () => () => {};

/**
 * True only while React hydrates server markup. That is the one time an image can fail unseen:
 * the browser may give up on it before React has attached `onError`.
 */
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/** A person's round picture (SPEC §3); SPEC §8: a picture that fails to load shows the placeholder. */
export function ProfileImage({ src, size = "medium", alt = "Profilbild", className = "" }: ProfileImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const imgRef = useRef<HTMLImageElement>(null);
  const isHydrating = useIsHydrating();
  const shown = src && src !== failedSrc ? src : PROFILE_PLACEHOLDER_SRC;

  useEffect(() => {
    const img = imgRef.current;
    if (!isHydrating || !img || shown === PROFILE_PLACEHOLDER_SRC) return;
    // A finished image without pixels is a failed one.
    if (img.complete && img.naturalWidth === 0) setFailedSrc(shown);
  }, [isHydrating, shown]);

  const px = PROFILE_IMAGE_SIZES[size];
  return (
    <img
      ref={imgRef}
      src={shown}
      alt={alt}
      width={px}
      height={px}
      onError={() => {
        // Guard against a loop should the placeholder itself fail.
        if (shown !== PROFILE_PLACEHOLDER_SRC) setFailedSrc(shown);
      }}
      className={`${SIZE_CLASSES[size]} shrink-0 rounded-full bg-slate-100 object-cover ${className}`}
    />
  );
}

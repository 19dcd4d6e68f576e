// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PROFILE_IMAGE_SIZES, PROFILE_PLACEHOLDER_SRC, ProfileImage, type ProfileImageProps } from "./profile-image";

const PHOTO = "https://static.example.ch/avatars/karin.jpg";

let consoleProblems: ReturnType<typeof vi.spyOn>[];
beforeEach(() => {
  consoleProblems = [vi.spyOn(console, "error"), vi.spyOn(console, "warn")];
});
afterEach(() => {
  cleanup();
  for (const spy of consoleProblems) expect(spy).not.toHaveBeenCalled();
  vi.restoreAllMocks();
});

const photo = () => screen.getByRole("img", { name: "Profilbild" });

/** Server markup in the page, then hydrated: the path a real first page load takes. */
function hydrate(props: ProfileImageProps, prepare: (img: HTMLImageElement) => void = () => {}) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<ProfileImage {...props} />);
  document.body.append(container);
  prepare(container.querySelector("img")!);
  let root: Root | undefined;
  act(() => {
    root = hydrateRoot(container, <ProfileImage {...props} />);
  });
  return {
    img: container.querySelector("img")!,
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

describe("ProfileImage", () => {
  it('shows the picture, named "Profilbild" by default, 48 px by default', () => {
    render(<ProfileImage src={PHOTO} />);
    expect(photo().getAttribute("src")).toBe(PHOTO);
    expect(photo().getAttribute("width")).toBe("48");
    expect(photo().getAttribute("height")).toBe("48");
  });

  it("takes the sizes of SPEC §3 and another alt text", () => {
    expect(PROFILE_IMAGE_SIZES).toEqual({ small: 32, medium: 48, large: 64, xl: 96 });
    render(<ProfileImage src={PHOTO} size="xl" alt="Sandro Verkauf" />);
    const img = screen.getByRole("img", { name: "Sandro Verkauf" });
    expect(img.getAttribute("width")).toBe("96");
  });

  it("shows the placeholder when there is no picture", () => {
    const { rerender } = render(<ProfileImage />);
    expect(photo().getAttribute("src")).toBe(PROFILE_PLACEHOLDER_SRC);
    rerender(<ProfileImage src={null} />);
    expect(photo().getAttribute("src")).toBe(PROFILE_PLACEHOLDER_SRC);
  });

  it("falls back to the placeholder when the picture fails, and tries a new picture again", () => {
    const { rerender } = render(<ProfileImage src={PHOTO} />);
    fireEvent.error(photo());
    expect(photo().getAttribute("src")).toBe(PROFILE_PLACEHOLDER_SRC);
    // The placeholder failing too must not loop.
    fireEvent.error(photo());
    expect(photo().getAttribute("src")).toBe(PROFILE_PLACEHOLDER_SRC);
    rerender(<ProfileImage src="https://static.example.ch/avatars/neu.jpg" />);
    expect(photo().getAttribute("src")).toBe("https://static.example.ch/avatars/neu.jpg");
  });

  it("falls back when the picture failed before hydration, when no onError could see it", () => {
    // happy-dom reports every image as complete with no pixels, i.e. as failed.
    const { img, unmount } = hydrate({ src: PHOTO });
    expect(img.getAttribute("src")).toBe(PROFILE_PLACEHOLDER_SRC);
    unmount();
  });

  it("keeps a picture that loaded before hydration", () => {
    const { img, unmount } = hydrate({ src: PHOTO }, (serverImg) =>
      Object.defineProperty(serverImg, "naturalWidth", { value: 640 }),
    );
    expect(img.getAttribute("src")).toBe(PHOTO);
    unmount();
  });
});

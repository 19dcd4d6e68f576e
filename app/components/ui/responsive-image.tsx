/** SPEC §9 image breakpoints in px; the spec names 1536 both xxl and 2xl. */
export const IMAGE_BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536, "2xl": 1536 } as const;

/** One file per distinct breakpoint width. */
const FLUID_WIDTHS = [...new Set(Object.values(IMAGE_BREAKPOINTS))];

/** SPEC §7: densities 1 and 2 for images of a fixed size. */
export const IMAGE_DENSITIES = [1, 2] as const;

const IPX_BASE_PATH = "/_ipx";

export type ImageFormat = "webp" | "avif" | "jpeg" | "png";
export type ImageFit = "cover" | "contain" | "fill" | "inside" | "outside";

export interface IpxModifiers {
  format?: ImageFormat;
  fit?: ImageFit;
  width?: number;
  /** With `width` the image is resized to exactly width × height (`s_`), cropped or padded by `fit`. */
  height?: number;
  quality?: number;
  blur?: number;
}

/**
 * The IPX v3 source segment: a path of this server as it is, an http(s) URL whole after the
 * modifiers. IPX itself refuses hosts outside its allow-list (SPEC §7: the static-asset hosts).
 */
function ipxSource(src: string): string {
  if (src.startsWith("/") && !src.startsWith("//")) return src;
  const url = new URL(src);
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new TypeError(`unsupported image source ${src}`);
  }
  // "?" and "#" would end the path; IPX decodes them back.
  return `/${url.href.replace(/\?/g, "%3F").replace(/#/g, "%23")}`;
}

/** `/_ipx/{modifiers}/{source}` with modifiers in IPX syntax, e.g. `/_ipx/f_webp,w_640,q_80/images/x.jpg`. */
export function ipxUrl(src: string, { format, fit, width, height, quality, blur }: IpxModifiers): string {
  const modifiers: string[] = [];
  if (format) modifiers.push(`f_${format}`);
  if (fit) modifiers.push(`fit_${fit}`);
  if (width && height) modifiers.push(`s_${width}x${height}`);
  else if (width) modifiers.push(`w_${width}`);
  else if (height) modifiers.push(`h_${height}`);
  if (quality) modifiers.push(`q_${quality}`);
  if (blur) modifiers.push(`b_${blur}`);
  // "_" is IPX's "no modifiers".
  return `${IPX_BASE_PATH}/${modifiers.join(",") || "_"}${ipxSource(src)}`;
}

export interface ResponsiveImageProps {
  /** A path on this server (`/images/x.jpg`) or an http(s) URL of an allowed image host. */
  src: string;
  /** Empty for a purely decorative image. */
  alt: string;
  /** Display size in CSS px; also reserves the space before the image arrives. */
  width: number;
  height: number;
  /**
   * "fixed" shows exactly width × height and offers 1x and 2x files. "fluid" fills its container
   * up to full width and offers one file per breakpoint for the browser to choose from by `sizes`.
   */
  layout?: "fixed" | "fluid";
  /** How wide a fluid image is shown, as in the `sizes` attribute; the default assumes the full viewport. */
  sizes?: string;
  format?: ImageFormat;
  /** Crops (cover) or pads (contain) to width × height; without it the aspect ratio of the source stays. */
  fit?: ImageFit;
  quality?: number;
  blur?: number;
  /** For the image that makes up the first view (e.g. a hero): loads at once and first. */
  priority?: boolean;
  className?: string;
}

/** An image served through the resizing path of SPEC §7, as WebP unless told otherwise. */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  layout = "fixed",
  sizes = "100vw",
  format = "webp",
  fit,
  quality,
  blur,
  priority = false,
  className = "",
}: ResponsiveImageProps) {
  const urlAt = (renderedWidth: number) =>
    ipxUrl(src, {
      format,
      fit,
      width: renderedWidth,
      // The height only matters when the image is cut to a shape; it scales with the width.
      height: fit ? Math.round((renderedWidth * height) / width) : undefined,
      quality,
      blur,
    });

  const srcSet =
    layout === "fixed"
      ? IMAGE_DENSITIES.map((density) => `${urlAt(width * density)} ${density}x`).join(", ")
      : FLUID_WIDTHS.map((breakpoint) => `${urlAt(breakpoint)} ${breakpoint}w`).join(", ");

  return (
    <img
      src={urlAt(width)}
      srcSet={srcSet}
      sizes={layout === "fluid" ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? undefined : "lazy"}
      decoding={priority ? undefined : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={`h-auto max-w-full ${layout === "fluid" ? "w-full" : ""} ${className}`}
    />
  );
}

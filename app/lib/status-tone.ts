export type StatusTone = "info" | "success" | "warning" | "error";

/**
 * How a tone sounds: warnings and errors interrupt a screen reader (alert), the rest waits its
 * turn (status). Apart from the tones' looks (infobox.tsx), so a live region can pick its role
 * without loading icons.
 */
export const STATUS_ROLES: Record<StatusTone, "status" | "alert"> = {
  info: "status",
  success: "status",
  warning: "alert",
  error: "alert",
};

export const ORIGIN_LABELS: Record<string, string> = {
  "self-service": "Self-Service",
  service: "Service",
};

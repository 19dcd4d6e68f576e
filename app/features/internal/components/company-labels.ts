import type { DistributionChannel } from "@auth/user";

export const CHANNEL_LABELS: Record<DistributionChannel, string> = {
  "DIRECT-SALES": "Direktvertrieb (DIRECT-SALES)",
  HYBRID: "Hybrid (HYBRID)",
  "SELF-SERVICE": "Self-Service (SELF-SERVICE)",
};

export const ORIGIN_LABELS: Record<string, string> = {
  "self-service": "Self-Service",
  service: "Service",
};

import { Pill, type PillTone } from "~/components/ui/pill";
import type { JobAdStatus } from "../lifecycle";
import { STATUS_LABELS } from "../labels";

const STATUS_TONES: Record<JobAdStatus, PillTone> = {
  draft: "neutral",
  review: "info",
  scheduled: "info",
  active: "success",
  expired: "warning",
  deactivated: "neutral",
  locked: "danger",
  deleted: "neutral",
};

export function StatusPill({ status }: { status: JobAdStatus }) {
  return <Pill tone={STATUS_TONES[status]}>{STATUS_LABELS[status] ?? status}</Pill>;
}

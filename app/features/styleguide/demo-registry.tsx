import type { ComponentType } from "react";
import BadgeDemo from "./demos/badge";
import ControlsDemo from "./demos/controls";
import FileUploadDemo from "./demos/file-upload";
import GroupDemo from "./demos/group";
import InfoboxDemo from "./demos/infobox";
import InputsDemo from "./demos/inputs";
import LinkDemo from "./demos/link";
import ModalDemo from "./demos/modal";
import NotificationDemo from "./demos/notification";
import PillDemo from "./demos/pill";
import ProgressbarDemo from "./demos/progressbar";
import SelectDemo from "./demos/select";
import StepperDemo from "./demos/stepper";
import TableDemo from "./demos/table";
import TabsDemo from "./demos/tabs";
import WrappersDemo from "./demos/wrappers";
import type { StyleguideSlug } from "./components";

/** The demo page of each styleguide slug of SPEC §2. */
export const STYLEGUIDE_DEMOS: Record<StyleguideSlug, ComponentType> = {
  link: LinkDemo,
  pill: PillDemo,
  tabs: TabsDemo,
  badge: BadgeDemo,
  group: GroupDemo,
  modal: ModalDemo,
  table: TableDemo,
  inputs: InputsDemo,
  select: SelectDemo,
  infobox: InfoboxDemo,
  stepper: StepperDemo,
  controls: ControlsDemo,
  wrappers: WrappersDemo,
  "file-upload": FileUploadDemo,
  progressbar: ProgressbarDemo,
  notification: NotificationDemo,
};

import { outline as icon } from "../../ui/light/outline-icon";

// Tabler Icons (MIT) drawings: what the cart's first scripts draw (the code boxes and the guest cart carry their own).
export const IconTrash = icon("M4 7l16 0M10 11l0 6M14 11l0 6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2 -2l1 -12M9 7v-3a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v3");
export const IconMinus = icon("M5 12l14 0");
export const IconPlus = icon("M12 5l0 14M5 12l14 0");

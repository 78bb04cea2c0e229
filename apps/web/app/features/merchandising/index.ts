export { MerchandisingScreen } from "./merchandising-screen";


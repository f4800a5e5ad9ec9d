import type { ScreenFlow } from '../flows/define-flow.ts';

/** What every modal the app draws over the page below receives. */
export interface ModalProps {
  sessionId: string;
  /** The flow of the modal's route. */
  flow: ScreenFlow;
  /** The address's query (`url=…` for a content page). */
  search: string;
  /** Closes the modal: Back when the page below is in history, else onto that page. */
  onClose: () => void;
}

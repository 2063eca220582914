import { ProcessPage } from '../process/ProcessPage.tsx';

/** /hygiene/cooling: the cooling log (the page it shares with reheating). */
export function CoolingPage() {
  return <ProcessPage kind="cooling" />;
}

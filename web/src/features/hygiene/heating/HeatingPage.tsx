import { ProcessPage } from '../process/ProcessPage.tsx';

/** /hygiene/heating: the reheating log (the page it shares with cooling). */
export function HeatingPage() {
  return <ProcessPage kind="heating" />;
}

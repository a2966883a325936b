import type { StageTone } from '../lib/pipeline';

/** Where an enquiry or application stands (D-11.1), as a coloured label; the colour follows `tone`. */
export function StagePill({ label, tone }: { label: string; tone: StageTone }) {
  return <span className={`adm-stage adm-stage--${tone}`}>{label}</span>;
}

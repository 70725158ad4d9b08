/**
 * The drm stepper the VotG screens share (the Mission's AC drm, a CG Date's Historical DRM): a
 * folder of its own so that the Mission's screens and the CG's, which About joins, both reach it.
 */
import { Stepper } from '../../../core/controls';

/** Returns a stepper for a drm from -6 to +6, its value shown signed as the screen writes it. */
export function DrmStepper(props: {
  id: string;
  label: string;
  value: number;
  onChange: (n: number) => void;
  /** The screen's way of writing a signed drm. */
  signed: (n: number) => string;
  note?: string;
}) {
  const { signed, ...stepper } = props;
  return <Stepper {...stepper} min={-6} max={6} display={signed(props.value)} />;
}

/** The Campaign Game screen's words for the engine's values: names, never ids. */
import { plural } from '../../../core/format';
import { CAMPAIGNS, type CgChit } from '../../engine/cg/campaigns';
import { type CgRecord, type CgRollStep, replayCg } from '../../engine/cg/record';
import { SIDE_NAME } from '../kit/sides';

/** A chit in words. */
export const CHIT_WORDS: Readonly<Record<CgChit, string>> = { idle: 'Idle', attack: 'Attack' };

/** A Booby Trap level in words (B28.9). */
export const BOOBY_TRAP_WORDS = ['None', 'Level A', 'Level B', 'Level C'] as const;

/** Each roll step's short name in the log. */
export const ROLL_WORDS: Readonly<Record<CgRollStep, string>> = {
  counterattack: 'Russian Counterattack Declaration',
  elr: 'ENEMY ELR DR',
  recon: 'ENEMY Reconnaissance',
  initiative: 'ENEMY Initiative',
  night: 'Russian Night Assault',
  san: 'ENEMY SAN',
  reFriendly: 'FRIENDLY RE numbers',
  reEnemy: 'ENEMY RE numbers',
  boobyTrap: 'Booby Traps',
  acNumber: 'ENEMY AC#',
};

const RESULT_WORDS: Readonly<Record<string, string>> = {
  attack: 'Attack',
  idle: 'Idle',
  night: 'Night scenario',
  day: 'Daytime scenario',
  'recon-2': '2 CPP for Recon',
  'recon-1': '1 CPP for Recon',
  none: 'No effect',
  'san+1': 'SAN +1',
  keep: 'keeps the prisoners',
  execute: 'executes the prisoners',
  '+2': 'two levels up',
  '+1': 'one level up',
};

/** A table result in words ("SAN +1", "RE 5/6/7", "AC# 3"). */
export function resultWords(step: CgRollStep, result: string | number | null): string {
  if (result === null) return 'read on the printed V12.619 table';
  if (step === 'acNumber') return `AC# ${result}`;
  if (step === 'reFriendly' || step === 'reEnemy') return `RE ${result}`;
  if (step === 'counterattack') return result === 'attack' ? 'Counterattack' : 'No Counterattack';
  return RESULT_WORDS[String(result)] ?? String(result);
}

/** A signed drm: "+1", "-2". */
export const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/**
 * What a CG brought from elsewhere (a link, a file) holds, in one line: "CG I: The Central
 * Railway Station, Russian ENEMY, at CG Day 2 (14 steps logged)".
 */
export function cgHoldsWords(r: CgRecord): string {
  const s = replayCg(r);
  const day = s.ok ? (s.value.current?.day ?? s.value.days.length) : 0;
  return `CG ${r.start.cg}: ${CAMPAIGNS[r.start.cg].name}, ${SIDE_NAME[r.start.enemy]} ENEMY, at CG Day ${day} (${plural(r.log.length, 'step')} logged)`;
}

/**
 * One German counter's fields as printed (4.2, 4.3): designation, division, Armor or Infantry,
 * Attack Factor, assault gun, and where it starts in each scenario. Used by the kit's counters
 * tab and by the fact question for a scenario's counter list.
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { Segmented } from '../../../core/controls';
import {
  ARRIVAL_TURNS,
  DIVISIONS,
  FACTORY_SETUP_AREAS,
  GERMAN_START_AREAS,
  type GermanCounter,
  type KitIssue,
  KNOWN_AREA_NAMES,
  type Placement,
  type ScenarioId,
  UNIT_TYPES,
  type UnitType,
} from '../../engine/kit';
import { isPlaceholderId } from '../../engine/kit/placeholder';
import { issuesAt } from './issues';
import { counterFieldLock, counterLock } from './locks';
import { Field, FlagField, type FlagSpec, Issues, LockNote, PickField, TextInput } from './widgets';

type PlacementValue = GermanCounter['main'];

/** Encodes a placement for a <select>. */
export function placementKey(p: PlacementValue): string {
  if (p === null) return 'unknown';
  if (p === 'absent') return 'absent';
  if (p.at === 'area') return `area:${p.area}`;
  if (p.at === 'arrival') return `turn:${p.turn}`;
  return 'ooa';
}

/** Decodes a <select> value into a placement. */
export function placementFrom(key: string): PlacementValue {
  if (key === 'unknown') return null;
  if (key === 'absent') return 'absent';
  if (key === 'ooa') return { at: 'outOfAction' };
  const [kind, num] = key.split(':');
  const n = Number(num);
  return kind === 'area' ? { at: 'area', area: n } : { at: 'arrival', turn: n };
}

/** Human words for a placement ("Area 1 (Hill 126.3)", "Turn 2", "Out of Action Box"). */
export function placementText(p: PlacementValue): string {
  if (p === null) return 'unknown';
  if (p === 'absent') return 'not used';
  if (p.at === 'area') {
    const name = KNOWN_AREA_NAMES[p.area];
    return `Area ${p.area}${name ? ` (${name})` : ''}`;
  }
  if (p.at === 'arrival') return `arrives Turn ${p.turn}`;
  return 'Out of Action Box';
}

function placementOptions(s: ScenarioId, current: PlacementValue): PlacementValue[] {
  const areas = s === 'main' ? GERMAN_START_AREAS : FACTORY_SETUP_AREAS;
  const list: PlacementValue[] = [
    null,
    'absent',
    ...areas.map((area): Placement => ({ at: 'area', area })),
    ...ARRIVAL_TURNS[s].map((turn): Placement => ({ at: 'arrival', turn })),
    ...(s === 'factory' ? [{ at: 'outOfAction' } as Placement] : []),
  ];
  if (!list.some((p) => placementKey(p) === placementKey(current))) list.push(current);
  return list;
}

const SCENARIO_WORD: Readonly<Record<ScenarioId, string>> = {
  main: 'Main game',
  factory: 'Factory District',
};

/** 12.4: an assault gun shows no division and never counts as another division in an attack. */
const ASSAULT_GUN: FlagSpec = {
  label: 'This is an assault gun',
  rule: '12.4',
  on: 'On: one of the assault guns 12.4 names; it may show no division and never counts as another division in an attack.',
  off: 'Off: a unit of its division (Parent Organization, 4.3.2).',
};

/** What a placement option says: unknown, not used, or where and when the counter starts. */
function placementWords(p: PlacementValue): string {
  if (p === null) return 'Unknown';
  if (p === 'absent') return 'Not used in this scenario';
  if (p.at === 'area') return `Sets up in ${placementText(p)}`;
  return p.at === 'arrival' ? `Arrives on Turn ${p.turn}` : 'Starts in the Out of Action Box';
}

/** The Attack Factors to pick (1 to 20, or unknown), keeping one the kit has off that range. */
function attackFactorOptions(af: number | null): [string, string][] {
  const all: [string, string][] = [['', 'Unknown']];
  for (let n = 1; n <= 20; n++) all.push([String(n), String(n)]);
  if (af !== null && (af < 1 || af > 20)) all.push([String(af), String(af)]);
  return all;
}

/** The one-line summary of a counter. */
export function counterSummary(c: GermanCounter): string {
  const parts = [
    c.assaultGun ? 'assault gun' : (c.division ?? 'division ?'),
    c.type === null ? 'type ?' : c.type === 'armor' ? 'Armor' : 'Infantry',
    `AF ${c.attackFactor ?? '?'}`,
  ];
  return parts.join(' · ');
}

/**
 * Returns one counter's editor. `onChange` applies a changed counter and returns false when it
 * was refused (the field then shows the old value); `issues` are the engine's messages for it.
 */
export function CounterCard(props: {
  counter: GermanCounter;
  idPrefix: string;
  path: string;
  issues: readonly KitIssue[];
  readOnly: boolean;
  onChange: (next: GermanCounter, field: string) => boolean;
  onRemove: (() => void) | null;
  refusal: (field: string) => ComponentChildren;
}) {
  const c = props.counter;
  const id = props.idPrefix;
  const [confirming, setConfirming] = useState(false);
  const lock = counterLock(c);
  const at = (f: string) => issuesAt(props.issues, `${props.path}.${f}`);
  const change = (patch: Partial<GermanCounter>, field: string) =>
    props.onChange({ ...c, ...patch }, field);
  const divLock = counterFieldLock(c, 'division');
  const afLock = counterFieldLock(c, 'attackFactor');
  return (
    <div class="kit-counter">
      <Issues issues={issuesAt(props.issues, props.path)} />
      <Field id={`${id}-id`} label="Designation">
        <TextInput
          key={c.id}
          id={`${id}-id`}
          defaultValue={c.id}
          readOnly={props.readOnly || lock !== null}
          onChange={(e) => {
            const el = e.currentTarget;
            if (!change({ id: el.value.trim() }, 'id')) el.value = c.id;
          }}
        />
        {lock && <LockNote lock={lock} what="Named in the rulebook" />}
        {isPlaceholderId(c.id) && !props.readOnly && (
          <p class="kit-small" data-testid="placeholder-note">
            A placeholder from a stack given as a count: type the designation printed on the counter
            (4.3) and leave the box to rename it everywhere.
          </p>
        )}
        <Issues issues={at('id')} />
        {props.refusal('id')}
      </Field>
      <Field id={`${id}-div`} label="Division (Parent Organization)">
        <TextInput
          key={c.division ?? ''}
          id={`${id}-div`}
          list="kit-divisions"
          defaultValue={c.division ?? ''}
          placeholder={c.assaultGun ? 'None shown (assault gun, 12.4)' : 'e.g. 29th Motorized'}
          readOnly={props.readOnly || divLock !== null}
          onChange={(e) => {
            const el = e.currentTarget;
            if (!change({ division: el.value.trim() || null }, 'division'))
              el.value = c.division ?? '';
          }}
        />
        {divLock && <LockNote lock={divLock} />}
        <Issues issues={at('division')} />
        {props.refusal('division')}
      </Field>
      <div class="kit-field">
        <Segmented<UnitType | 'unknown'>
          name={`${id}-type`}
          legend="Type"
          options={[...UNIT_TYPES, 'unknown']}
          label={(t) =>
            t === 'armor' ? 'Armor (MF 6)' : t === 'infantry' ? 'Infantry (MF 4)' : 'Unknown'
          }
          value={c.type ?? 'unknown'}
          onChange={(t) => change({ type: t === 'unknown' ? null : t }, 'type')}
          disabled={props.readOnly}
        />
        <Issues issues={at('type')} />
      </div>
      <PickField
        id={`${id}-af`}
        label="Attack Factor (Fresh side)"
        value={c.attackFactor === null ? '' : String(c.attackFactor)}
        options={attackFactorOptions(c.attackFactor)}
        disabled={props.readOnly || afLock !== null}
        onPick={(v) => change({ attackFactor: v === '' ? null : Number(v) }, 'attackFactor')}
      >
        {afLock && <LockNote lock={afLock} />}
        <Issues issues={at('attackFactor')} />
      </PickField>
      <FlagField
        id={`${id}-gun`}
        spec={ASSAULT_GUN}
        checked={c.assaultGun}
        onChange={(on) => change({ assaultGun: on }, 'assaultGun')}
        issues={at('assaultGun')}
      />
      {(['main', 'factory'] as const).map((s) => {
        const pl = counterFieldLock(c, s);
        return (
          <PickField
            key={s}
            id={`${id}-${s}`}
            label={`${SCENARIO_WORD[s]}: where it starts`}
            value={placementKey(c[s])}
            options={placementOptions(s, c[s]).map((p) => [placementKey(p), placementWords(p)])}
            disabled={props.readOnly || pl !== null}
            onPick={(v) => change({ [s]: placementFrom(v) }, s)}
          >
            {pl && <LockNote lock={pl} />}
            <Issues issues={at(s)} />
          </PickField>
        );
      })}
      {props.onRemove && !props.readOnly && lock === null && (
        <div class="kit-row">
          {confirming ? (
            <>
              <button type="button" class="outlined kit-btn-danger" onClick={props.onRemove}>
                Remove {c.id}
              </button>
              <button
                type="button"
                class="outlined kit-btn-secondary"
                onClick={() => setConfirming(false)}
              >
                Keep it
              </button>
            </>
          ) : (
            <button
              type="button"
              class="outlined kit-btn-secondary"
              onClick={() => setConfirming(true)}
            >
              Remove this counter…
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/** The division names the rulebook uses, offered while typing. */
export function DivisionList() {
  return (
    <datalist id="kit-divisions">
      {Object.values(DIVISIONS).map((d) => (
        <option key={d} value={d} />
      ))}
    </datalist>
  );
}

/**
 * One German counter's fields as printed (4.2, 4.3): designation, division, Armor or Infantry,
 * Attack Factor, assault gun, and where it starts in each scenario. Used by the kit's counters
 * tab and by the fact question for a scenario's counter list.
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import {
  ARRIVAL_TURNS,
  ASSAULT_GUNS,
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
import { Segmented, Switch } from '../controls';
import { issuesAt } from './issues';
import { counterFieldLock, counterLock } from './locks';
import { Field, Issues, LockNote, TextInput } from './widgets';

/** A new counter with only its designation known (assault guns by 12.4's list). */
export function blankCounter(id: string): GermanCounter {
  return {
    id: id.trim(),
    division: null,
    type: null,
    attackFactor: null,
    assaultGun: (ASSAULT_GUNS as readonly string[]).includes(id.trim()),
    main: null,
    factory: null,
  };
}

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
      <Field id={`${id}-af`} label="Attack Factor (Fresh side)">
        <select
          id={`${id}-af`}
          class="input kit-input"
          value={c.attackFactor === null ? '' : String(c.attackFactor)}
          disabled={props.readOnly || afLock !== null}
          onChange={(e) => {
            const v = e.currentTarget.value;
            change({ attackFactor: v === '' ? null : Number(v) }, 'attackFactor');
          }}
        >
          <option value="">Unknown</option>
          {Array.from({ length: 20 }, (_, i) => i + 1).map((n) => (
            <option key={n} value={String(n)}>
              {n}
            </option>
          ))}
          {c.attackFactor !== null && (c.attackFactor < 1 || c.attackFactor > 20) && (
            <option value={String(c.attackFactor)}>{c.attackFactor}</option>
          )}
        </select>
        {afLock && <LockNote lock={afLock} />}
        <Issues issues={at('attackFactor')} />
      </Field>
      <Switch
        id={`${id}-gun`}
        label="This is an assault gun"
        rule="12.4"
        checked={c.assaultGun}
        note={
          c.assaultGun
            ? 'On: one of the assault guns 12.4 names; it may show no division and never counts as another division in an attack.'
            : 'Off: a unit of its division (Parent Organization, 4.3.2).'
        }
        onChange={(on) => change({ assaultGun: on }, 'assaultGun')}
      />
      <Issues issues={at('assaultGun')} />
      {(['main', 'factory'] as const).map((s) => {
        const pl = counterFieldLock(c, s);
        return (
          <Field key={s} id={`${id}-${s}`} label={`${SCENARIO_WORD[s]}: where it starts`}>
            <select
              id={`${id}-${s}`}
              class="input kit-input"
              value={placementKey(c[s])}
              disabled={props.readOnly || pl !== null}
              onChange={(e) => change({ [s]: placementFrom(e.currentTarget.value) }, s)}
            >
              {placementOptions(s, c[s]).map((p) => (
                <option key={placementKey(p)} value={placementKey(p)}>
                  {p === null
                    ? 'Unknown'
                    : p === 'absent'
                      ? 'Not used in this scenario'
                      : p.at === 'area'
                        ? `Sets up in ${placementText(p)}`
                        : p.at === 'arrival'
                          ? `Arrives on Turn ${p.turn}`
                          : 'Starts in the Out of Action Box'}
                </option>
              ))}
            </select>
            {pl && <LockNote lock={pl} />}
            <Issues issues={at(s)} />
          </Field>
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

/**
 * Undo and Redo, named by what they take back or bring back ("Undo: Move 76/178 to Area 9", "Undo: Bloody Streets roll 6").
 * The bar is one line at every width: a long name is cut with an ellipsis, its whole text on the
 * button's title, on a long press (shown above the bar) and in the log. On the play view the bar
 * sticks to the bottom of the screen, so it publishes its height (`--gl-bar-h`): the page's
 * scroll padding keeps what the app scrolls to above it, and a control the bar half covers
 * after an action is brought up clear of it. Both go through the game model and are saved like
 * any action.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { GameModel } from '../../state/game';
import { pure } from './pure';
import { entryName } from './undo-words';

/** How long a press is held before the button shows its whole name instead of acting (ms). */
const LONG_PRESS_MS = 500;

/** The controls a player taps next: the ones the bar must never sit on. */
const TAPPABLE = 'button:not(:disabled), input:not(:disabled), select, a[href], summary';

/**
 * The bar stuck at the bottom covering part of a control above it (its top showing, its
 * bottom under the bar): the page scrolls just enough to show it whole above the bar. A
 * control wholly below the bar is below the fold, for the player to scroll to.
 */
function clearOfBar(bar: HTMLElement): void {
  if (getComputedStyle(bar).position !== 'sticky') return;
  const top = bar.getBoundingClientRect().top;
  // Only while stuck: in its place at the end of the page it covers nothing.
  if (top + bar.offsetHeight < window.innerHeight - 1) return;
  let need = 0;
  const main = bar.parentElement;
  if (!main) return;
  for (const el of main.querySelectorAll<HTMLElement>(TAPPABLE)) {
    if (bar.contains(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.height === 0 || r.top >= top || r.bottom <= top || r.top < 0) continue;
    need = Math.max(need, Math.min(r.bottom - top + 8, r.top));
  }
  if (need > 0) window.scrollBy({ top: need, behavior: 'auto' });
}

/** Returns the Undo and Redo buttons, and the notice of the last undo while it still applies. */
function UndoRedoView(props: { model: GameModel }) {
  const m = props.model;
  const can = m.canTap.value;
  const snap = m.snapshot.value;
  // The notice stands for the record as the undo left it; any later change retires it.
  const [notice, setNotice] = useState<{ text: string; cursor: number; length: number } | null>(
    null,
  );
  // The whole name of a button held down, shown above the bar until the next tap.
  const [full, setFull] = useState<string | null>(null);
  const held = useRef<{ timer: number; shown: boolean } | null>(null);
  const bar = useRef<HTMLDivElement>(null);

  // The bar's height, for the page's scroll padding and the play view's bottom room.
  useLayoutEffect(() => {
    const el = bar.current;
    if (!el || getComputedStyle(el).position !== 'sticky') return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty('--gl-bar-h', `${el.offsetHeight}px`);
    publish();
    const watch = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    watch?.observe(el);
    return () => {
      watch?.disconnect();
      root.style.removeProperty('--gl-bar-h');
    };
  }, [snap !== null]);

  // After each saved action, once the app's own scroll has run (in the layout effects of the
  // same commit) and before the frame is drawn: the control shows clear of the bar at once. A
  // later scroll would move the page under a finger already on its way to a control.
  const revision = snap?.revision;
  useLayoutEffect(() => {
    const el = bar.current;
    if (!el) return;
    const frame = requestAnimationFrame(() => clearOfBar(el));
    return () => cancelAnimationFrame(frame);
  }, [revision]);
  // After the screen turns or resizes, once it has settled (from the render that first draws the
  // bar: before a game is open there is no bar to keep clear of).
  useEffect(() => {
    const el = bar.current;
    if (!el) return;
    let t = 0;
    const resized = () => {
      window.clearTimeout(t);
      t = window.setTimeout(() => clearOfBar(el), 150);
    };
    window.addEventListener('resize', resized);
    return () => {
      window.clearTimeout(t);
      window.removeEventListener('resize', resized);
    };
  }, [snap !== null]);

  if (!snap) return null;
  const { log, cursor } = snap.record;
  const prev = cursor > 0 ? log[cursor - 1] : undefined;
  const next = log[cursor];
  const fullName = (verb: string, entry: typeof prev) =>
    entry ? `${verb}: ${entryName(entry)}` : verb;
  // The verb stands out and never breaks; what it acts on reads smaller and is cut to fit.
  const named = (verb: string, entry: typeof prev) => (
    <span class="gl-undo-line">
      <span class="gl-undo-verb">{entry ? `${verb}:` : verb}</span>
      {entry && <span class="gl-undo-what"> {entryName(entry)}</span>}
    </span>
  );
  const undo = async () => {
    if (!prev) return;
    const what = entryName(prev);
    const r = await m.undo();
    if (r.ok) setNotice({ text: `Undone: ${what}.`, cursor: cursor - 1, length: log.length });
  };
  const redo = async () => {
    const r = await m.redo();
    if (r.ok) setNotice(null);
  };
  // A long press shows the whole name and does not act; a short one acts as a tap.
  const press = (text: string) => ({
    onPointerDown: () => {
      if (held.current) window.clearTimeout(held.current.timer);
      const h = { shown: false, timer: 0 };
      h.timer = window.setTimeout(() => {
        h.shown = true;
        setFull(text);
      }, LONG_PRESS_MS);
      held.current = h;
    },
    onPointerUp: () => held.current && window.clearTimeout(held.current.timer),
    onPointerLeave: () => held.current && window.clearTimeout(held.current.timer),
    onContextMenu: (e: Event) => e.preventDefault(),
  });
  const tapped = (act: () => Promise<void>) => () => {
    const h = held.current;
    held.current = null;
    setFull(null);
    if (h?.shown) return;
    void act();
  };
  const shown = notice && notice.cursor === cursor && notice.length === log.length ? notice : null;
  // Undo or Redo: its verb, the entry it acts on, whether it can now, and whether it is lit.
  const button = (
    verb: 'Undo' | 'Redo',
    entry: typeof prev,
    able: boolean,
    act: () => Promise<void>,
    lit: boolean,
  ) => {
    const whole = fullName(verb, entry);
    return (
      <button
        type="button"
        class={lit ? 'btn gl-undo-btn' : 'btn-quiet gl-undo-btn'}
        disabled={!can || !able}
        title={whole}
        {...press(whole)}
        onClick={tapped(act)}
        data-testid={verb.toLowerCase()}
      >
        {named(verb, entry)}
      </button>
    );
  };
  return (
    <div class="gl-bar" ref={bar}>
      {full && (
        <p class="gl-full" data-testid="undo-full">
          {full}
        </p>
      )}
      {/* Read out, not shown: the Redo button, lit after an undo, names what was undone. */}
      <p class="sr-only" role="status" aria-live="polite" data-testid="undo-notice">
        {shown ? shown.text : ''}
      </p>
      <fieldset class="plain-set gl-undo">
        <legend class="sr-only">Undo and redo</legend>
        {button('Undo', prev, m.canUndo.value, undo, false)}
        {/* Lit after an undo: the Redo it offers is the step just taken back. */}
        {button('Redo', next, m.canRedo.value, redo, shown !== null)}
      </fieldset>
    </div>
  );
}

/** The Undo and Redo bar, rendered again only by its own signals and notice, not by the screen. */
export const UndoRedo = pure(UndoRedoView);

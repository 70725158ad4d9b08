import { useState } from 'preact/hooks';
import { installHintDismissedKey } from '../../core/persist';
import './IosInstallHint.css';

/** Returns Add to Home Screen instructions (Home shows them on iOS Safari until installed or dismissed). */
export function IosInstallHint() {
  const [show, setShow] = useState(true);
  if (!show) return null;
  return (
    <aside class="ios-hint" aria-labelledby="ios-hint-title">
      <h2 id="ios-hint-title">Install on iPhone or iPad</h2>
      <ol>
        <li>
          Tap <strong>Share</strong>{' '}
          <svg viewBox="0 0 24 24" width="20" height="20" aria-label="(the square with an arrow)">
            <path
              d="M12 3v12M7 8l5-5 5 5M5 11v9h14v-9"
              fill="none"
              stroke="currentColor"
              stroke-width="2"
            />
          </svg>{' '}
          in Safari&rsquo;s toolbar.
        </li>
        <li>
          Choose <strong>Add to Home Screen</strong>, then <strong>Add</strong>.
        </li>
      </ol>
      <p>It then opens full screen and works with no connection.</p>
      <button
        type="button"
        class="btn"
        onClick={() => {
          setShow(false);
          void installHintDismissedKey().write(true);
        }}
      >
        Got it
      </button>
    </aside>
  );
}

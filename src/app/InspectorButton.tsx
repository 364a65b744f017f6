import { FormattedMessage } from 'react-intl';
import { Button } from '../ui/Button/Button';
import * as styles from './InspectorButton.css';

/**
 * Development only (src/app/inspect.ts, `?inspect`): opens the Stately inspector. A press, not the
 * page's load, opens it: a browser lets only a user's gesture open a window.
 */
export function InspectorButton({ onOpen }: { onOpen: () => void }) {
  return (
    <div className={styles.corner}>
      <Button tone="secondary" size="sm" onPress={onOpen}>
        <FormattedMessage id="inspector_open" />
      </Button>
    </div>
  );
}

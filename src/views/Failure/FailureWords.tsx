import { FormattedMessage } from 'react-intl';
import { explainFailure, type Failure } from '../../../machines/domain';
import * as styles from './FailureWords.css';

/**
 * Why a call failed, in the user's language, under the view's own sentence (docs/rules.md §8
 * "Errors name their cause"): the portal's sentence for the cause (explainFailure), and only for
 * a refusal the server explained, the server's own words under it. Its own module: the slot
 * dialog, the cart, the consents and the lists all tell failures this way, and none of them
 * should bring another's code along.
 */
export function FailureWords({ failure }: { failure: Failure }) {
  const { sentence, detail } = explainFailure(failure);
  return (
    <>
      <span className={styles.failureLine}>
        <FormattedMessage id={sentence} />
      </span>
      {detail ? (
        <span className={styles.failureLine} data-testid="failure-detail">
          {detail}
        </span>
      ) : null}
    </>
  );
}

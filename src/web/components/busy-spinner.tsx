import { Spinner, type SpinnerProps } from '@fluentui/react-components';
import { useTranslation } from './use-translation';

/** A spinner that says 'Laster …' to screen readers (a progressbar needs a name: WCAG 4.1.2), unless given a label. */
export function BusySpinner(props: SpinnerProps) {
  const { t } = useTranslation('common');
  return <Spinner aria-label={props.label ? undefined : t('loading')} {...props} />;
}

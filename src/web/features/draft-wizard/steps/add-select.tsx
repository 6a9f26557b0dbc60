import { Field, Select } from '@fluentui/react-components';
import { useTranslation } from '../../../components/use-translation';
import { useNotify } from '../../../components/notify';
import { useSaveFailed } from '../form/use-save-failed';

/**
 * The 'add ...' select under a list of rows on step 2 (vessels, harbours, fisheries experts): picking an item adds
 * it at once and the select shows empty again. `onPick` answers false when the add waits in the outbox, which is
 * said in a notice; a failed add shows the 'save failed' toast (a 409 'already added' in Norwegian). What is
 * already chosen (`chosen`, item ids) is not offered again.
 */
export function AddSelect<T extends { id: string }>({
  label,
  items,
  itemLabel,
  onPick,
  chosen = [],
}: {
  label: string;
  items: readonly T[] | undefined;
  chosen?: readonly string[];
  itemLabel: (item: T) => string;
  onPick: (item: T) => Promise<boolean | void>;
}) {
  const { t } = useTranslation('draft');
  const notify = useNotify();
  const failed = useSaveFailed();
  const offered = (items ?? []).filter((item) => !chosen.includes(item.id));
  return (
    <Field label={label}>
      <Select
        value=""
        onChange={(_, d) => {
          const item = offered.find((i) => i.id === d.value);
          if (!item) return;
          void onPick(item)
            .then((sent) => sent === false && notify(t('nav.savedLocally'), 'info'))
            .catch(failed);
        }}
      >
        <option value="" />
        {offered.map((item) => (
          <option key={item.id} value={item.id}>
            {itemLabel(item)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

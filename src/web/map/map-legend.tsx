import { Checkbox, Text } from '@fluentui/react-components';
import { useTranslation } from '../components/use-translation';
import { AccomplishmentStatus } from '@/domain/enums/accomplishment-status';
import { enumLabelKey } from '@/domain/enum-label';
import type { LayerGroup } from './overview-map-style';
import { STATUS_COLOURS } from './status-colours';

interface Props {
  visible: Record<LayerGroup, boolean>;
  onToggle: (group: LayerGroup, visible: boolean) => void;
}

const GROUP_LABELS: Record<LayerGroup, 'map.layerAcquisitions' | 'map.layerShelf' | 'map.layerLand'> = {
  acquisitions: 'map.layerAcquisitions',
  shelf: 'map.layerShelf',
  land: 'map.layerLand',
};

/** The layer list (each layer can be hidden) and the legend of the status colours, folded away until opened. */
export function MapLegend({ visible, onToggle }: Props) {
  const { t } = useTranslation('overview');
  const { t: te } = useTranslation('enums');
  return (
    <details style={{ background: 'rgba(255,255,255,0.94)', borderRadius: 4, padding: '4px 8px', boxShadow: '0 1px 4px rgba(0,0,0,0.25)', maxWidth: 230, fontSize: 12 }}>
      <summary style={{ cursor: 'pointer', fontWeight: 600 }}>{t('map.layersAndLegend')}</summary>
      <Text weight="semibold" as="h3" size={200} style={{ margin: 0 }}>
        {t('map.layers')}
      </Text>
      {(Object.keys(GROUP_LABELS) as LayerGroup[]).map((group) => (
        <Checkbox key={group} size="medium" label={t(GROUP_LABELS[group])} checked={visible[group]} onChange={(_, d) => onToggle(group, !!d.checked)} />
      ))}
      <Text weight="semibold" as="h3" size={200} style={{ margin: '6px 0 2px' }}>
        {t('map.legend')}
      </Text>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 }}>
        {Object.values(AccomplishmentStatus).map((status) => (
          <li key={status} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            <span aria-hidden style={{ width: 14, height: 10, background: STATUS_COLOURS[status], opacity: 0.8, borderRadius: 2 }} />
            {(te as (key: string) => string)(enumLabelKey(AccomplishmentStatus, 'AccomplishmentStatus', status))}
          </li>
        ))}
      </ul>
    </details>
  );
}

import { Tooltip } from '@fluentui/react-components';
import type { ReactElement } from 'react';

/** The export's failure, shown as a tooltip on its button (ExportPdfButton; loaded when an export has failed). */
export default function ExportFailedTooltip({ text, id, children }: { text: string; id: string; children: ReactElement }) {
  return (
    <Tooltip content={{ children: text, id }} relationship="description" visible>
      {children}
    </Tooltip>
  );
}

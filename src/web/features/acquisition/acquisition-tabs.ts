import { memo } from 'react';
import { DetailsTab } from './details/details-tab';
import { TimelineTab } from './timeline/timeline-tab';

// The acquisition page's two tabs, loaded once its header is on display (acquisition-page.tsx). Drawn again only when
// the acquisition changes: the page renders again with each answer its header waits for.
export const Timeline = memo(TimelineTab);
export const Details = memo(DetailsTab);

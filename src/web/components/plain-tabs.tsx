import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useRef, type KeyboardEvent } from 'react';

const useStyles = makeStyles({
  list: { display: 'flex', flexWrap: 'wrap', alignItems: 'stretch' },
  tab: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalMNudge}`,
    backgroundColor: tokens.colorTransparentBackground,
    color: tokens.colorNeutralForeground2,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightRegular,
    cursor: 'pointer',
    overflow: 'hidden',
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
    // The line under a tab: grey under a hovered one (a pointer that hovers), the brand's colour under the selected one.
    '::after': {
      content: '""',
      position: 'absolute',
      left: tokens.spacingHorizontalMNudge,
      right: tokens.spacingHorizontalMNudge,
      bottom: 0,
      height: tokens.strokeWidthThicker,
      borderRadius: tokens.borderRadiusCircular,
      backgroundColor: 'transparent',
    },
    '@media (hover: hover)': {
      ':hover': { color: tokens.colorNeutralForeground2Hover },
      ':hover::after': { backgroundColor: tokens.colorNeutralStroke1Hover },
    },
  },
  selected: {
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    '::after': { backgroundColor: tokens.colorCompoundBrandStroke },
    '@media (hover: hover)': {
      ':hover': { color: tokens.colorNeutralForeground1 },
      ':hover::after': { backgroundColor: tokens.colorCompoundBrandStroke },
    },
    '@media (forced-colors: active)': { '::after': { backgroundColor: 'Highlight' } },
  },
  // The label's width is that of its bold form, so selecting a tab moves none of the others.
  content: { display: 'inline-flex', flexDirection: 'column', alignItems: 'center' },
  reserved: { fontWeight: tokens.fontWeightSemibold, visibility: 'hidden', height: 0, overflow: 'hidden' },
});

export interface PlainTab<T extends string> {
  value: T;
  label: string;
}

/**
 * A row of tabs (WAI-ARIA tablist) drawn as Fluent's medium TabList: the arrow keys, Home and End move the focus along
 * the row and Enter or Space selects (manual activation: selecting a tab of the acquisition page is a navigation). Fluent's
 * TabList brings its focus manager (tabster, some 20 KB gzip) to a page's first screen, which nothing else there needs
 * before the first idle moment (issue 27).
 */
export function PlainTabs<T extends string>(props: {
  tabs: ReadonlyArray<PlainTab<T>>;
  selected: T | undefined;
  onSelect: (value: T) => void;
  'aria-label'?: string;
  className?: string;
  tabClassName?: string;
}) {
  const styles = useStyles();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const next =
      event.key === 'ArrowRight' ? (at + 1) % tabs.length
      : event.key === 'ArrowLeft' ? (at - 1 + tabs.length) % tabs.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? tabs.length - 1
      : -1;
    if (next < 0) return;
    event.preventDefault();
    tabs[next]!.focus();
  };
  const focusable = props.tabs.some((tab) => tab.value === props.selected) ? props.selected : props.tabs[0]?.value;
  return (
    <div role="tablist" aria-label={props['aria-label']} className={mergeClasses(styles.list, props.className)} ref={list} onKeyDown={onKeyDown}>
      {props.tabs.map((tab) => {
        const selected = tab.value === props.selected;
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={tab.value === focusable ? 0 : -1}
            className={mergeClasses(styles.tab, selected && styles.selected, props.tabClassName)}
            onClick={() => props.onSelect(tab.value)}
          >
            <span className={styles.content}>
              {tab.label}
              <span className={styles.reserved} aria-hidden="true">
                {tab.label}
              </span>
            </span>
          </button>
        );
      })}
    </div>
  );
}

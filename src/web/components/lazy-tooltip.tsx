import { cloneElement, lazy, Suspense, useEffect, useRef, useState, type ReactElement } from 'react';

const Tooltip = lazy(() => import('./tooltip-now'));

interface Props {
  /** The tooltip's text. */
  content: string;
  /** 'label': the text names the element (aria-label); 'description': it describes it (aria-description). */
  relationship: 'label' | 'description';
  showDelay?: number;
  /** One element that takes a ref, pointer and focus handlers and aria attributes (an icon, a button, a badge). */
  children: ReactElement<Record<string, unknown>>;
}

/** Fluent's default delay before a tooltip shows (ms). */
const DEFAULT_SHOW_DELAY_MS = 250;

type Handler = ((event: unknown) => void) | undefined;
const both = (own: Handler, then: () => void) => (event: unknown) => {
  own?.(event);
  then();
};

/**
 * A tooltip whose bubble is Fluent's Tooltip, loaded when the pointer or the focus first comes to its element: the
 * table's many tooltips neither bring Fluent's positioning library into the first screen nor cost its render. The
 * element itself carries the text (aria-label or aria-description) and is never re-mounted (a click goes where it is
 * aimed); the bubble is positioned on it and shows after the delay, until the pointer or the focus leaves (or Escape).
 */
export function LazyTooltip({ content, relationship, showDelay = DEFAULT_SHOW_DELAY_MS, children }: Props) {
  const [wanted, setWanted] = useState(false);
  const [visible, setVisible] = useState(false);
  // The element is kept in a ref and taken into state when the tooltip is first wanted: a callback ref that set state
  // would re-render every tooltip of a table synchronously while the table is committed (one long task).
  const element = useRef<HTMLElement | null>(null);
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = () => {
    setTarget(element.current);
    setWanted(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setVisible(true), showDelay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setVisible(false);
  };
  const own = children.props as Record<string, Handler>;
  const aria = relationship === 'label' ? { 'aria-label': content } : { 'aria-description': content };
  return (
    <>
      {cloneElement(children, {
        ...aria,
        ref: element,
        onPointerEnter: both(own.onPointerEnter, show),
        onPointerLeave: both(own.onPointerLeave, hide),
        onFocus: both(own.onFocus, show),
        onBlur: both(own.onBlur, hide),
      })}
      {wanted && target && (
        <Suspense fallback={null}>
          <Tooltip
            content={content}
            relationship="inaccessible"
            visible={visible}
            onVisibleChange={(_, data) => {
              if (!data.visible) hide();
            }}
            positioning={{ target }}
          >
            <span hidden />
          </Tooltip>
        </Suspense>
      )}
    </>
  );
}

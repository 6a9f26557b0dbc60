// Fluent's Tooltip (and its positioning library) in a chunk of its own: see lazy-tooltip.tsx.
export { Tooltip as default } from '@fluentui/react-components';

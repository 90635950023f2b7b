// Layout shared by the interaction screens (src/ui/list-page-styles.ts).
export { useListPageStyles as useInteractionStyles } from '../../ui/list-page-styles.js';

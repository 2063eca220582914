// Moved to ui/ (shared by the setup screens); kept while other features still import it here.
export {
  Head,
  RowActions,
  SkeletonRows,
  SKELETON_ROWS,
  type Column,
} from '../../ui/TableParts.tsx';

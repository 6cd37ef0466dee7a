// The patent pipeline (ADR 40): an idea's stage, its outside counsel, opinions and decision.
export {
  docketQueryOptions,
  pipelineIdeasQueryOptions,
  pipelineQueryOptions,
} from './api/pipeline';
export { counselIdeaPath, CounselIdeasTable } from './components/counsel-ideas-table';
export { CounselIdeaView } from './components/counsel-idea-view';
export {
  DocketExports,
  DocketFilterSelect,
  DocketTable,
  useDocketFilter,
} from './components/docket-table';
export { PipelinePanel } from './components/pipeline-panel';
export { ShareNoteToggle } from './components/share-note-toggle';
export { StageBadge } from './components/stage-badge';

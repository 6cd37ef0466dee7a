export { CounselIdeaPage } from './counsel-idea-page';
export { CounselIdeasPage } from './counsel-ideas-page';
export { CounselLayout } from './counsel-layout';

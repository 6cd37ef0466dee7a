// Which invention facts an idea must give before it is sent: Settings for admins, and the query
// the idea form reads to mark them.
export {
  factRequirementsQueryOptions,
  staffFactRequirementsQueryOptions,
} from './api/fact-requirements';
export { FactRequirementsSettings } from './components/fact-requirements-settings';

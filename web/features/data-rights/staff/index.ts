// The staff side of data rights: the queue of erasure requests and their answers.
export { erasureRequestsQueryOptions } from './api/erasure-requests';
export { ErasureRequestsTable } from './components/erasure-requests-table';
